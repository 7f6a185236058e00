import { isAllowedLinkHref, signatureFieldLabel } from '@lexdraft/editor-schema';
import { MARK } from './sentinels.js';

// mammoth's HTML made into the editor's: the markers the OOXML pass wrote become alignment styles,
// list starts and types, page-break blocks, placeholder marks and Signature fields (a block of their
// own, lifted out of the paragraph they were typed in); links keep only the schemes the editor
// allows, and bookmarks' empty anchors go.

/** The src an image of the import has until the caller stores it: `lexdraft-import-image:{index}`. */
export const IMAGE_SRC_PREFIX = 'lexdraft-import-image:';
/** The src of an image left out (a format the editor cannot show): removed with its element. */
export const DROPPED_IMAGE_SRC = 'lexdraft-import-dropped';

const PAGE_BREAK_HTML = '<div data-page-break="true" class="page-break"></div>';
const ALIGNMENTS: Record<string, string> = { c: 'center', r: 'right', j: 'justify' };
// The inline elements mammoth may open before a paragraph's first text.
const INLINE = '((?:<(?:strong|em|u|s|sup|sub)>|<a [^>]*>(?:</a>)?)*)';
const SETTINGS = '\uE002([crj]?)(?:(\\d+)([1aAiI]))?\uE003';

// Everything the pass rewrites, in one regular expression so that the HTML is read once: a page
// break's paragraph, a list split's, a list's first item with its settings, a paragraph or heading
// with its settings, settings elsewhere (a list item's), a placeholder occurrence, any other marker,
// a bookmark's empty anchor, a link's href, an image left out.
const REWRITES = new RegExp(
  [
    `<p>${MARK.pageBreak}</p>`,
    `<p>${MARK.listSplit}</p>`,
    `<ol><li>${INLINE}${SETTINGS}`,
    `<(p|h[1-6])>${INLINE}${SETTINGS}`,
    '\uE002[^\uE003]*\uE003',
    '\uE000(\\d+)\uE001',
    '\uE008(\\d+)\uE009',
    '[\uE000-\uE00F]',
    '<a id="[^"]*"></a>',
    '<a href="([^"]*)"',
    `<img [^>]*src="${DROPPED_IMAGE_SRC}"[^>]*/?>`,
  ]
    .map((pattern) => `(${pattern})`)
    .join('|'),
  'g',
);
const PAGE_BREAKS = /(?:<div data-page-break="true" class="page-break"><\/div>){2,}/g;
const EDGE_PAGE_BREAKS =
  /^(?:<div data-page-break="true" class="page-break"><\/div>)+|(?:<div data-page-break="true" class="page-break"><\/div>)+$/g;
// Paragraphs left empty once their markers went (a header's page number, which has no place in the header config).
const EMPTY_PARAGRAPH = /<p(?: style="[^"]*")?><\/p>/g;

// A paragraph that holds only logic markers (and the settings and formatting mammoth put around them).
// Line breaks around them go too: docxtpl drops a `{%p %}` tag's paragraph whole.
const LOGIC_PARAGRAPH =
  /<p>(?:<br \/>)*((?:<(?:strong|em|u|s)>)*)(?:\uE002[^\uE003]*\uE003)?((?:\uE00A\d+\uE00B)+)((?:<\/(?:strong|em|u|s)>)*)(?:<br \/>)*<\/p>/g;
const LOGIC = /\uE00A(\d+)\uE00B/g;
// A repeated row's sentinel, with the <tr> it stands in (nothing between them opens another row).
const LOGIC_ROW = /<tr>((?:(?!<tr[\s>])[\s\S])*?)\uE00C(\d+)\uE00D/g;

/**
 * The editor's HTML from mammoth's: `shownAt(occurrence)` gives each placeholder occurrence's
 * placeholder index and shown text, written as `<mark data-placeholder="{index}">text</mark>`;
 * `logic` gives the HTML of the logic markers.
 */
export function finishHtml(
  html: string,
  shownAt: (occurrence: number) => { placeholder: number; shown: string },
  logic?: LogicHtml,
): string {
  const withLogic = logic && /[\uE00A\uE00C]/.test(html) ? logicHtml(html, logic) : html;
  return finishMarkers(withLogic, shownAt);
}

/** The HTML of logic markers (logic-collector.ts): in a paragraph's text, and a paragraph of markers only. */
export type LogicHtml = {
  html(index: number): string;
  paragraph(indices: readonly number[]): string;
  rowAttributes(index: number): string;
};

function logicHtml(html: string, logic: LogicHtml): string {
  return html
    .replace(
      LOGIC_ROW,
      (_, before: string, index: string) => `<tr${logic.rowAttributes(Number(index))}>${before}`,
    )
    .replace(LOGIC_PARAGRAPH, (_, _open: string, markers: string) =>
      logic.paragraph([...markers.matchAll(LOGIC)].map((match) => Number(match[1]))),
    )
    .replace(LOGIC, (_, index: string) => logic.html(Number(index)));
}

function finishMarkers(
  html: string,
  shownAt: (occurrence: number) => { placeholder: number; shown: string },
): string {
  let breaks = false;
  let emptied = false;
  let signatures = false;
  const rewritten = html.replace(REWRITES, (...groups: (string | undefined)[]) => {
    const [whole, pageBreak, listSplit, listStart, listInline, , listNumber, listFormat] = groups as string[];
    const [paragraph, tag, inline, align, , , , , occurrence, , signer, , , , href] = groups.slice(
      8,
    ) as string[];
    if (pageBreak) {
      breaks = true;
      return PAGE_BREAK_HTML;
    }
    if (listSplit) return '';
    if (listStart) return `<ol${listAttributes(listNumber, listFormat)}><li>${withoutAnchors(listInline)}`;
    if (paragraph) {
      const style = align ? ` style="text-align: ${ALIGNMENTS[align]}"` : '';
      return `<${tag}${style}>${withoutAnchors(inline)}`;
    }
    if (occurrence !== undefined) {
      const { placeholder, shown } = shownAt(Number(occurrence));
      return `<mark data-placeholder="${placeholder}">${escapeHtml(shown)}</mark>`;
    }
    if (signer !== undefined) {
      signatures = true;
      return signatureHtml(Number(signer));
    }
    if (href !== undefined) return allowedLink(whole as string, href);
    emptied ||= whole === MARK.pageNumber || whole === MARK.pageCount;
    return '';
  });
  let finished = emptied ? rewritten.replace(EMPTY_PARAGRAPH, '') : rewritten;
  if (breaks) finished = finished.replace(PAGE_BREAKS, PAGE_BREAK_HTML).replace(EDGE_PAGE_BREAKS, '');
  if (signatures) finished = finished.replace(HOLDS_SIGNATURE, liftSignatures);
  return finished;
}

const signatureHtml = (signer: number) =>
  `<div data-signature-field="${signer}">${escapeHtml(signatureFieldLabel(signer))}</div>`;
const SIGNATURE_HTML = /<div data-signature-field="\d+">[^<]*<\/div>/g;
// A paragraph or heading holding a Signature field (they never nest, so the first close is theirs).
const HOLDS_SIGNATURE =
  /<(p|h[1-6])((?: [^>]*)?)>((?:(?!<\/\1>)[\s\S])*?<div data-signature-field=[\s\S]*?)<\/\1>/g;

/**
 * A paragraph split around the Signature fields in it, a block the editor cannot hold inside a
 * paragraph: `<p>Seller: {sig}</p>` -> `<p>Seller: </p>{sig}`; parts left with no text go.
 */
function liftSignatures(_: string, tag: string, attributes: string, content: string): string {
  const fields = content.match(SIGNATURE_HTML) ?? [];
  return content
    .split(SIGNATURE_HTML)
    .map((part, index) => {
      const text = part.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '');
      const kept = text === '' && !/<img\b/.test(part) ? '' : `<${tag}${attributes}>${part}</${tag}>`;
      return kept + (fields[index] ?? '');
    })
    .join('');
}

function listAttributes(number: string | undefined, format: string | undefined): string {
  const start = Number(number ?? 1);
  return `${start !== 1 ? ` start="${start}"` : ''}${format && format !== '1' ? ` type="${format}"` : ''}`;
}

/** The inline elements before a paragraph's first text, without bookmark anchors and with only allowed links. */
const withoutAnchors = (inline: string | undefined) =>
  (inline ?? '').replace(/<a id="[^"]*"><\/a>/g, '').replace(/<a href="([^"]*)"/g, allowedLink);

/** A link's opening as it was when the editor allows its href, else without it. */
function allowedLink(opening: string, href: string): string {
  return isAllowedLinkHref(unescapeHtml(href)) ? opening : '<a';
}

/** Text escaped for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) =>
    char === '&' ? '&amp;' : char === '<' ? '&lt;' : char === '>' ? '&gt;' : '&quot;',
  );
}

function unescapeHtml(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[name] ?? '',
  );
}
