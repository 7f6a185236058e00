import { isFieldId } from '@lexdraft/core';
import { createSchemaExtensions, signatureFieldSigner } from '@lexdraft/editor-schema';
import { getSchema } from '@tiptap/core';
import { DOMSerializer, Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { ExportDocument, ExportImage } from '../export-document.js';
import { escapeAttribute, escapeText, htmlStringSerializer } from './html-string.js';
import { signatureFieldHtml } from './signature-field-html.js';

// The body of a print: the shared schema's HTML, with each merge field replaced by its text (a
// field still typed as `{{id}}` text too, as the field scan counts it) and each image inlined from
// the loaded ones; an image that was not loaded is left out.

const schema = getSchema(createSchemaExtensions());
const serializer = DOMSerializer.fromSchema(schema);
// core's scan.ts reads markers with the same pattern.
const MARKER = /\{\{([^{}]{1,60})\}\}/g;

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

/**
 * A table whose first rows are all header cells prints them in a thead, which Chromium repeats at
 * the top of every page the table runs onto, as the Word export marks them to repeat.
 */
function tableHtml(table: ProseMirrorNode, schemaHtml: (node: ProseMirrorNode) => string): string {
  const html = schemaHtml(table);
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

/** The HTML of the document's body as it prints. */
export function printBodyHtml(doc: ExportDocument): string {
  const dataUrls = new Map<string, string>();
  const html = htmlStringSerializer(serializer, {
    hooks: {
      mergeField: (node) => fieldHtml(doc, String(node.attrs.id)),
      image: (node) => imageHtml(doc, node, dataUrls),
      table: tableHtml,
      signatureField: (node) => signatureFieldHtml(signatureFieldSigner(node.attrs.signer) ?? 1),
    },
    text: (text) => textWithFields(doc, text),
  });
  return html(ProseMirrorNode.fromJSON(schema, doc.body));
}
