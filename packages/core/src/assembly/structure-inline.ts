import type { JsonNode } from '../merge-fields/scan.js';
import {
  asNode,
  formattedFieldNode,
  MARKER,
  marksOf,
  usableFormattedField,
  usableMarker,
} from './structure-json.js';

// Typed markers inside one paragraph: `{{#if X}}…{{/if}}` becomes the inlineCondition mark over what
// stands between (text, fields and their marks kept), and `{{id | format}}` a formatted mergeField.
// Markers that do not pair stay text exactly as typed.

type Marks = NonNullable<JsonNode['marks']>;
type Piece =
  | { kind: 'node'; node: JsonNode; field?: true }
  | { kind: 'open'; expression: string; text: string; marks: Marks }
  | { kind: 'close'; text: string; marks: Marks };

/** The pieces of one text node: plain text, formatted fields and inline if/endif markers. */
function splitText(node: JsonNode, text: string, pieces: Piece[]): boolean {
  const marks = marksOf(node);
  let last = 0;
  let split = false;
  const textPiece = (from: number, to: number) => {
    if (to > from) pieces.push({ kind: 'node', node: { ...node, text: text.slice(from, to) } });
  };
  for (const match of text.matchAll(MARKER)) {
    const inner = match[1] ?? '';
    const marker = usableMarker(inner);
    const field = marker ? undefined : usableFormattedField(inner);
    if (marker?.kind !== 'if' && marker?.kind !== 'endif' && !field) continue;
    split = true;
    textPiece(last, match.index);
    if (field) pieces.push({ kind: 'node', node: formattedFieldNode(field, marks), field: true });
    else if (marker?.kind === 'if')
      pieces.push({ kind: 'open', expression: marker.expression, text: match[0], marks });
    else pieces.push({ kind: 'close', text: match[0], marks });
    last = match.index + match[0].length;
  }
  if (!split) return false;
  textPiece(last, text.length);
  return true;
}

/** The index of each open marker's close, pairing them as brackets; unpaired ones are absent. */
function pairMarkers(pieces: readonly Piece[]): Map<number, number> {
  const pairs = new Map<number, number>();
  const open: number[] = [];
  pieces.forEach((piece, index) => {
    if (piece.kind === 'open') open.push(index);
    else if (piece.kind === 'close' && open.length > 0) pairs.set(open.pop()!, index);
  });
  return pairs;
}

function sameMarks(a: JsonNode, b: JsonNode): boolean {
  return JSON.stringify(a.marks ?? []) === JSON.stringify(b.marks ?? []);
}

/** Appends a node, joining it to the text before it when both are text with the same marks. */
function pushJoined(out: JsonNode[], node: JsonNode): void {
  const previous = out.at(-1);
  if (
    previous &&
    typeof previous.text === 'string' &&
    typeof node.text === 'string' &&
    sameMarks(previous, node)
  ) {
    out[out.length - 1] = { ...previous, text: previous.text + node.text };
  } else out.push(node);
}

/** The inline content with its typed markers structured, or the same array when none could be. */
export function structureInline(content: unknown[]): unknown[] {
  const pieces: Piece[] = [];
  let split = false;
  for (const child of content) {
    const node = asNode(child);
    const text = node?.text;
    if (node && typeof text === 'string' && text.includes('{{') && splitText(node, text, pieces))
      split = true;
    else pieces.push({ kind: 'node', node: child as JsonNode });
  }
  if (!split) return content;
  const pairs = pairMarkers(pieces);
  if (pairs.size === 0 && !pieces.some((piece) => piece.kind === 'node' && piece.field)) return content;
  const closes = new Set(pairs.values());
  const active: Marks = [];
  const out: JsonNode[] = [];
  pieces.forEach((piece, index) => {
    if (piece.kind === 'open' && pairs.has(index)) {
      active.push({ type: 'inlineCondition', attrs: { expression: piece.expression } });
    } else if (piece.kind === 'close' && closes.has(index)) {
      active.pop();
    } else if (piece.kind === 'node') {
      const node =
        active.length === 0 ? piece.node : { ...piece.node, marks: [...marksOf(piece.node), ...active] };
      pushJoined(out, node);
    } else {
      // An unpaired marker: text again, with the marks it had and any condition around it.
      const marks = [...piece.marks, ...active];
      pushJoined(
        out,
        marks.length === 0 ? { type: 'text', text: piece.text } : { type: 'text', text: piece.text, marks },
      );
    }
  });
  return out;
}
