import { isFieldId } from '../merge-fields/grammar.js';
import type { JsonNode } from '../merge-fields/scan.js';
import { readFormattedField, readMarker } from './markers.js';

// A text's `{{id}}` markers as merge-field nodes (they print, and inside a repeat read its item, as
// the nodes do), and whether the text holds typed logic that needs structuring first.

// core's scan.ts reads field markers in text with the same pattern.
const MARKER = /\{\{([^{}]{1,60})\}\}/g;
// A typed logic marker's opening: one longer than MARKER reads (a long condition) is noticed too.
const TYPED_OPENING = /\{\{\s*[#/]/;

/**
 * The text node (its text given) split around its field markers, each made a node by `field`; undefined when it
 * has none. `typed` is called when the text holds a typed logic marker or formatted field.
 */
export function textWithFields(
  node: JsonNode,
  text: string,
  field: (node: JsonNode) => JsonNode,
  typed: () => void,
): JsonNode[] | undefined {
  if (!text.includes('{{')) return undefined;
  if (TYPED_OPENING.test(text)) typed();
  const out: JsonNode[] = [];
  let from = 0;
  for (const match of text.matchAll(MARKER)) {
    const inner = match[1]!;
    if (readMarker(inner) !== undefined || readFormattedField(inner) !== undefined) {
      typed();
      continue;
    }
    if (!isFieldId(inner)) continue;
    if (match.index > from)
      out.push({ type: 'text', text: text.slice(from, match.index), marks: node.marks });
    const marker: JsonNode = {
      type: 'mergeField',
      attrs: { id: inner, format: null, value: null, unreadable: false },
    };
    if (node.marks) marker.marks = node.marks;
    out.push(field(marker));
    from = match.index + match[0].length;
  }
  if (out.length === 0) return undefined;
  if (from < text.length) out.push({ type: 'text', text: text.slice(from), marks: node.marks });
  return out;
}
