import { structureMarkers } from '@lexdraft/core';
import type { EditorState, Transaction } from '@tiptap/pm/state';

/**
 * The transaction that turns the document's balanced typed markers into nodes (core's
 * structureMarkers), replacing only the range that differs so that the selection maps through it
 * and undo takes it back in one step; null when nothing changes.
 */
export function structureTransaction(state: EditorState): Transaction | null {
  const json = state.doc.toJSON() as Parameters<typeof structureMarkers>[0];
  const next = structureMarkers(json);
  if (next === json) return null;
  const doc = state.schema.nodeFromJSON(next);
  const start = state.doc.content.findDiffStart(doc.content);
  const end = state.doc.content.findDiffEnd(doc.content);
  if (start === null || !end) return null;
  let { a: endA, b: endB } = end;
  // When the differing parts overlap (a repeated piece of text), the end moves past the start.
  const overlap = start - Math.min(endA, endB);
  if (overlap > 0) {
    endA += overlap;
    endB += overlap;
  }
  const tr = state.tr;
  try {
    tr.replace(start, endA, doc.slice(start, endB));
  } catch {
    // A slice that does not fit where it is cut: the whole document then, which is always valid.
    return state.tr.replaceWith(0, state.doc.content.size, doc.content);
  }
  return tr;
}
