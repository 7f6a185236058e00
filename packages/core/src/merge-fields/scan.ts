import { readFormattedField } from '../assembly/markers.js';
import { isFieldId } from './grammar.js';

// Finding the fields a document uses, with how often, from its HTML or the editor's JSON.

// Long enough for a formatted field, `{{id | format}}` (a 50-character id, a 200-character format).
const MARKER = /\{\{([^{}]{1,260})\}\}/g;

/** Field ids and their occurrence counts, in order of first appearance. */
export type FieldCounts = Map<string, number>;

function add(counts: FieldCounts, id: string) {
  counts.set(id, (counts.get(id) ?? 0) + 1);
}

/**
 * Counts every `{{id}}` and `{{id | format}}` marker in a text (a merge-field span holds its
 * marker, so it counts once).
 */
export function scanText(text: string, counts: FieldCounts = new Map()): FieldCounts {
  for (const match of text.matchAll(MARKER)) {
    const inner = match[1]!;
    const id = isFieldId(inner) ? inner : inner.includes('|') ? readFormattedField(inner)?.id : undefined;
    if (id !== undefined) add(counts, id);
  }
  return counts;
}

/** Counts the fields of stored HTML. */
export function scanHtml(html: string): FieldCounts {
  return scanText(html);
}

/** A node of the editor's JSON, as TipTap's getJSON() gives it. */
export type JsonNode = {
  type?: string;
  text?: string;
  attrs?: Record<string, unknown>;
  content?: JsonNode[];
  marks?: { type?: string; attrs?: Record<string, unknown> }[];
};

/** Counts the fields of the editor's JSON: merge-field nodes by their id, and markers in text. */
export function scanDocJson(doc: JsonNode, fieldNodeType = 'mergeField'): FieldCounts {
  const counts: FieldCounts = new Map();
  const stack: JsonNode[] = [doc];
  // Depth first, in document order: children are pushed in reverse.
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === fieldNodeType && typeof node.attrs?.id === 'string') add(counts, node.attrs.id);
    else if (typeof node.text === 'string') scanText(node.text, counts);
    if (node.content)
      for (let index = node.content.length - 1; index >= 0; index -= 1) stack.push(node.content[index]!);
  }
  return counts;
}
