import { settleSuggestions } from '@lexdraft/editor-schema';
import { Fragment, type Node as ProseMirrorNode } from '@tiptap/pm/model';

// Settling all of a long document's suggestions in one go is slow in the suggest-changes library:
// one step per suggestion, each mapped through all those before (over 100 ms for 1,000 suggestions
// in a 200-page contract, several times a plain save's work). A settle only changes the blocks its
// suggestions are in (a deletion across a paragraph break spans blocks that are both marked), so
// the document is settled run by run: each run of top-level blocks holding suggestions, settled by
// the library itself in a small document with the unmarked block on either side of it, which the
// library then sees exactly as in the whole document (what is before and after a deletion, a block
// that cannot be left empty). Those neighbours must come back unchanged; if one did not, or the
// whole document is one run, the whole document is settled at once, as before.

const SUGGESTION_MARKS = new Set(['insertion', 'deletion', 'modification']);
// Blocks settled together at most (unless more marked blocks follow one another).
const RUN_BLOCKS = 64;

function holdsSuggestion(node: ProseMirrorNode): boolean {
  if (node.marks.some((mark) => SUGGESTION_MARKS.has(mark.type.name))) return true;
  let found = false;
  node.descendants((child) => {
    if (found) return false;
    found = child.marks.some((mark) => SUGGESTION_MARKS.has(mark.type.name));
    return !found;
  });
  return found;
}

/** One run of marked blocks settled between its neighbours; null when a neighbour changed. */
function settleRun(
  doc: ProseMirrorNode,
  action: 'accept' | 'reject',
  run: ProseMirrorNode[],
  before: ProseMirrorNode | undefined,
  after: ProseMirrorNode | undefined,
): ProseMirrorNode[] | null {
  const blocks = [...(before ? [before] : []), ...run, ...(after ? [after] : [])];
  const settled = settleSuggestions(doc.type.create(doc.attrs, Fragment.fromArray(blocks)), action);
  if (!settled) return null;
  const out: ProseMirrorNode[] = [];
  settled.forEach((block) => {
    out.push(block);
  });
  if (before && !out.shift()?.eq(before)) return null;
  if (after && !out.pop()?.eq(after)) return null;
  return out;
}

/** The document with all its suggestions accepted or rejected, as the library settles them. */
export function settleAllSuggestions(doc: ProseMirrorNode, action: 'accept' | 'reject'): ProseMirrorNode {
  const blocks: ProseMirrorNode[] = [];
  doc.forEach((block) => {
    blocks.push(block);
  });
  const marked = blocks.map(holdsSuggestion);
  if (!marked.includes(false)) return settleSuggestions(doc, action)!;
  const out: ProseMirrorNode[] = [];
  for (let start = 0; start < blocks.length; ) {
    if (!marked[start]) {
      out.push(blocks[start]!);
      start += 1;
      continue;
    }
    // A stretch from this marked block to the last marked one within RUN_BLOCKS, never ending
    // between two marked blocks: few enough library calls, each with few steps to map.
    let end = start + 1;
    for (let next = end; next < blocks.length && (next - start < RUN_BLOCKS || marked[next]); next += 1) {
      if (marked[next]) end = next + 1;
    }
    const settled = settleRun(doc, action, blocks.slice(start, end), blocks[start - 1], blocks[end]);
    if (!settled) return settleSuggestions(doc, action)!;
    out.push(...settled);
    start = end;
  }
  return doc.copy(Fragment.fromArray(out));
}
