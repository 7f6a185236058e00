import { isFieldId } from '@lexdraft/core';
import type { JSONContent } from '@tiptap/core';
import { documentJsonToHtml, htmlToDocumentJson } from '../../lib/editor-document.js';

// A drafted template's placeholders are `{{id}}` markers in its text; each one whose id is a valid
// field name becomes the editor's merge-field node, so that the template's fields are real fields
// and not braces to be retyped. The editor's schema reads and writes the HTML, as everywhere.

const MARKER = /\{\{([^{}]+)\}\}/g;

function splitText(node: JSONContent, fields: Set<string>): JSONContent[] {
  const text = node.text ?? '';
  const pieces: JSONContent[] = [];
  let from = 0;
  const textPiece = (to: number) => {
    if (to > from) pieces.push({ ...node, text: text.slice(from, to) });
  };
  for (const match of text.matchAll(MARKER)) {
    const id = match[1]!.trim();
    if (!isFieldId(id)) continue;
    textPiece(match.index);
    pieces.push({ type: 'mergeField', attrs: { id }, ...(node.marks ? { marks: node.marks } : {}) });
    fields.add(id);
    from = match.index + match[0].length;
  }
  textPiece(text.length);
  return pieces;
}

function convert(node: JSONContent, fields: Set<string>): JSONContent {
  if (!node.content) return node;
  const content = node.content.flatMap((child) =>
    child.type === 'text' && child.text?.includes('{{') ? splitText(child, fields) : [convert(child, fields)],
  );
  return { ...node, content };
}

/** Editor HTML with every `{{id}}` marker of a valid field name made a merge field, and the fields found. */
export function markersToFields(html: string): { html: string; fields: string[] } {
  const fields = new Set<string>();
  const json = convert(htmlToDocumentJson(html), fields);
  return { html: documentJsonToHtml(json), fields: [...fields] };
}
