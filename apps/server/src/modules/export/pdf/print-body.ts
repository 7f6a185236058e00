import { isFieldId, PAGE } from '@lexdraft/core';
import { createSchemaExtensions, signatureFieldSigner } from '@lexdraft/editor-schema';
import { getSchema } from '@tiptap/core';
import { DOMSerializer, Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { ExportDocument, ExportImage } from '../export-document.js';
import { PX_PER_MM } from '../page-layout.js';
import { escapeAttribute, escapeText, htmlStringSerializer } from './html-string.js';
import { signatureFieldHtml } from './signature-field-html.js';

// The body of a print: the shared schema's HTML of the resolved body (resolve-body.ts), with each
// merge field replaced by its text (a field still typed as `{{id}}` text too, as the field scan
// counts it) and each image inlined from the loaded ones; an image that was not loaded is left out.

const schema = getSchema(createSchemaExtensions());
const serializer = DOMSerializer.fromSchema(schema);
// core's scan.ts reads markers with the same pattern.
const MARKER = /\{\{([^{}]{1,60})\}\}/g;

/** A merge field node's printed HTML: the text the resolver gave it (a formatted value, an item's), else fieldHtml. */
function fieldNodeHtml(doc: ExportDocument, node: ProseMirrorNode): string {
  const { id, value } = node.attrs as { id: unknown; value?: unknown };
  return typeof value === 'string' ? escapeText(value) : fieldHtml(doc, String(id));
}

/** A field's printed HTML: its value; its label highlighted when it has none. */
function fieldHtml(doc: ExportDocument, id: string): string {
  const { text, unresolved } = doc.field(id);
  return unresolved
    ? `<mark class="unresolved-field" title="${escapeAttribute(id)}">${escapeText(text)}</mark>`
    : escapeText(text);
}

function textWithFields(doc: ExportDocument, text: string): string {
  let html = '';
  let from = 0;
  for (const match of text.matchAll(MARKER)) {
    if (!isFieldId(match[1]!)) continue;
    html += escapeText(text.slice(from, match.index)) + fieldHtml(doc, match[1]!);
    from = match.index + match[0].length;
  }
  return html + escapeText(text.slice(from));
}

/** An image's bytes as a data URL, encoded once however often the body shows it. */
export const dataUrl = (image: ExportImage) =>
  `data:${image.contentType};base64,${image.bytes.toString('base64')}`;

function imageHtml(doc: ExportDocument, node: ProseMirrorNode, dataUrls: Map<string, string>): string {
  const { src, alt, title, width, height } = node.attrs as Record<string, unknown>;
  const image = typeof src === 'string' ? doc.images.get(src) : undefined;
  if (typeof src !== 'string' || !image) return '';
  let data = dataUrls.get(src);
  if (!data) {
    data = dataUrl(image);
    dataUrls.set(src, data);
  }
  const size = (name: string, value: unknown) =>
    typeof value === 'number' && value > 0 ? ` ${name}="${Math.round(value)}"` : '';
  const text = (name: string, value: unknown) =>
    typeof value === 'string' ? ` ${name}="${escapeAttribute(value)}"` : '';
  return `<img src="${data}"${text('alt', alt)}${text('title', title)}${size('width', width)}${size('height', height)}>`;
}

const isHeaderRow = (row: ProseMirrorNode) => {
  let header = row.childCount > 0;
  row.forEach((cell) => {
    if (cell.type.name !== 'tableHeader') header = false;
  });
  return header;
};

// The text's width in CSS pixels: the page less its left and right margins.
const TEXT_WIDTH_PX = (PAGE.widthCm * 10 - PAGE.marginLeftMm - PAGE.marginRightMm) * PX_PER_MM;
// A column without a stored width is given at least this much when the stored ones are too wide.
const MIN_COLUMN_PX = 25;
// The schema's opening of a table: its tag (a style with pixel widths) and its colgroup.
const TABLE_OPENING = /^<table\b[^>]*>(?:<colgroup>.*?<\/colgroup>)?/s;

/** The widths (px) the first row's cells store for their columns (TipTap's colwidth); null where none. */
function storedColumnWidths(table: ProseMirrorNode): (number | null)[] {
  const widths: (number | null)[] = [];
  table.firstChild?.forEach((cell) => {
    const { colspan, colwidth } = cell.attrs as { colspan?: unknown; colwidth?: unknown };
    const span = typeof colspan === 'number' && colspan > 1 ? Math.min(colspan, 1000) : 1;
    for (let column = 0; column < span; column += 1) {
      const width = Array.isArray(colwidth) ? colwidth[column] : undefined;
      widths.push(typeof width === 'number' && width > 0 ? width : null);
    }
  });
  return widths;
}

/**
 * A table's opening as it prints: the columns the editor sized keep their proportions, as shares of
 * the table's width, so that a table wider than the text shrinks to fit it rather than run off the
 * page (the schema writes them as fixed pixels). A table narrower than the text, every column sized,
 * keeps its width; one without sizes shares the width equally (print-html.ts).
 */
function tableOpening(table: ProseMirrorNode): string {
  const widths = storedColumnWidths(table);
  const unsized = widths.filter((width) => width === null).length;
  if (unsized === widths.length) return '<table>';
  const sized = widths.reduce<number>((sum, width) => sum + (width ?? 0), 0);
  const total = Math.max(TEXT_WIDTH_PX, sized + unsized * MIN_COLUMN_PX);
  const rest = unsized > 0 ? (total - sized) / unsized : 0;
  const share = (width: number | null) => `${Math.round(((width ?? rest) / total) * 1e6) / 1e4}%`;
  const columns = widths.map((width) => `<col style="width: ${share(width)}">`).join('');
  const style = unsized === 0 && sized < TEXT_WIDTH_PX ? ` style="width: ${Math.round(sized)}px"` : '';
  return `<table${style}><colgroup>${columns}</colgroup>`;
}

/**
 * A table whose first rows are all header cells prints them in a thead, which Chromium repeats at
 * the top of every page the table runs onto, as the Word export marks them to repeat.
 */
function tableHtml(table: ProseMirrorNode, schemaHtml: (node: ProseMirrorNode) => string): string {
  const html = schemaHtml(table).replace(TABLE_OPENING, () => tableOpening(table));
  let head = '';
  let rows = 0;
  while (rows < table.childCount && isHeaderRow(table.child(rows))) head += schemaHtml(table.child(rows++));
  // A table of header rows only has nothing to repeat them over.
  if (rows === 0 || rows === table.childCount) return html;
  const body = html.indexOf(`<tbody>${head}`);
  if (body < 0) return html;
  const rest = body + '<tbody>'.length + head.length;
  return `${html.slice(0, body)}<thead>${head}</thead><tbody>${html.slice(rest)}`;
}

/** The HTML of the document's body as it prints; `signatureMarker` marks its Signature fields (signature-field-html.ts). */
export function printBodyHtml(doc: ExportDocument, signatureMarker?: string): string {
  const dataUrls = new Map<string, string>();
  const html = htmlStringSerializer(serializer, {
    hooks: {
      mergeField: (node) => fieldNodeHtml(doc, node),
      image: (node) => imageHtml(doc, node, dataUrls),
      table: tableHtml,
      signatureField: (node) =>
        signatureFieldHtml(signatureFieldSigner(node.attrs.signer) ?? 1, signatureMarker),
    },
    text: (text) => textWithFields(doc, text),
  });
  return html(ProseMirrorNode.fromJSON(schema, doc.body));
}
