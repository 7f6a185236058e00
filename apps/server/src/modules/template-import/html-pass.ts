import { isAllowedLinkHref } from '@lexdraft/editor-schema';
import { MARK } from './sentinels.js';

// mammoth's HTML made into the editor's: the markers the OOXML pass wrote become alignment styles,
// list starts and types, page-break blocks and placeholder marks; links keep only the schemes the
// editor allows, and bookmarks' empty anchors go.

/** The src an image of the import has until the caller stores it: `lexdraft-import-image:{index}`. */
export const IMAGE_SRC_PREFIX = 'lexdraft-import-image:';
/** The src of an image left out (a format the editor cannot show): removed with its element. */
export const DROPPED_IMAGE_SRC = 'lexdraft-import-dropped';

const PAGE_BREAK_HTML = '<div data-page-break="true" class="page-break"></div>';
const ALIGN = /(?:^|;)a=(center|right|justify)(?:;|$)/;
const NUMBER = /(?:^|;)n=(\d+)(?:;|$)/;
const FORMAT = /(?:^|;)f=([1aAiI])(?:;|$)/;

/**
 * The editor's HTML from mammoth's: `shownAt(occurrence)` gives each placeholder occurrence's
 * placeholder index and shown text, written as `<mark data-placeholder="{index}">text</mark>`.
 */
export function finishHtml(
  html: string,
  shownAt: (occurrence: number) => { placeholder: number; shown: string },
): string {
  return (
    html
      // A page break's paragraph (any empty paragraphs mammoth kept around it go with it).
      .replaceAll(`<p>${MARK.pageBreak}</p>`, PAGE_BREAK_HTML)
      .replaceAll(`<p>${MARK.listSplit}</p>`, '')
      .replace(/(?:<div data-page-break="true" class="page-break"><\/div>){2,}/g, PAGE_BREAK_HTML)
      .replace(
        /^(?:<div data-page-break="true" class="page-break"><\/div>)+|(?:<div data-page-break="true" class="page-break"><\/div>)+$/g,
        '',
      )
      // A list's first item says where it starts and how it counts.
      .replace(
        /<ol><li>\uE002([^\uE003]*)\uE003/g,
        (_, settings: string) => `<ol${listAttributes(settings)}><li>`,
      )
      .replace(/<(p|h[1-6])>\uE002([^\uE003]*)\uE003/g, (_, tag: string, settings: string) => {
        const align = ALIGN.exec(settings)?.[1];
        return align ? `<${tag} style="text-align: ${align}">` : `<${tag}>`;
      })
      .replace(/\uE002[^\uE003]*\uE003/g, '')
      .replace(/\uE000(\d+)\uE001/g, (_, occurrence: string) => {
        const { placeholder, shown } = shownAt(Number(occurrence));
        return `<mark data-placeholder="${placeholder}">${escapeHtml(shown)}</mark>`;
      })
      .replace(/[\uE000-\uE00F]/g, '')
      // Paragraphs left empty once their markers went (a footer's page number taken out).
      .replace(/<p(?: style="[^"]*")?><\/p>/g, '')
      .replace(/<a id="[^"]*"><\/a>/g, '')
      .replace(/<a href="([^"]*)"/g, (whole, href: string) =>
        isAllowedLinkHref(unescapeHtml(href)) ? whole : '<a',
      )
      .replace(new RegExp(`<img [^>]*src="${DROPPED_IMAGE_SRC}"[^>]*/?>`, 'g'), '')
  );
}

function listAttributes(settings: string): string {
  const start = Number(NUMBER.exec(settings)?.[1] ?? 1);
  const type = FORMAT.exec(settings)?.[1] ?? '1';
  return `${start !== 1 ? ` start="${start}"` : ''}${type !== '1' ? ` type="${type}"` : ''}`;
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
