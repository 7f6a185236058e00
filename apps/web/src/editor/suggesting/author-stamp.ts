import type { SuggestionAttributes } from '@lexdraft/editor-schema';
import type { Mark, Node as PmNode } from '@tiptap/pm/model';
import type { Transaction } from '@tiptap/pm/state';
import { changedSpan } from './changed-span';

/** Who is suggesting: the signed-in user. */
interface SuggestionAuthor {
  id: string;
  name: string;
}

const STAMPED_MARKS = new Set(['insertion', 'deletion']);

function unstamped(node: PmNode): Mark | undefined {
  return node.marks.find((mark) => {
    if (!STAMPED_MARKS.has(mark.type.name)) return false;
    const attrs = mark.attrs as SuggestionAttributes;
    // A Word suggestion has its author's name and no user id: it is never stamped again.
    return attrs.authorId === null && attrs.authorName === null;
  });
}

/** A stamped mark of the same suggestion beside the node, whose author and time the node joins. */
function stampedNeighbour(doc: PmNode, pos: number, node: PmNode, mark: Mark): Mark | undefined {
  const $from = doc.resolve(pos);
  const $to = doc.resolve(pos + node.nodeSize);
  for (const neighbour of [$from.nodeBefore, $to.nodeAfter]) {
    const found = neighbour?.marks.find(
      (other) =>
        other.type === mark.type && other.attrs.id === mark.attrs.id && other.attrs.authorName !== null,
    );
    if (found) return found;
  }
  return undefined;
}

/**
 * Writes the author and time on the suggestion marks the library has just made (it sets only their
 * id), within what the transaction changed. Text typed onto one's own suggestion takes that
 * suggestion's stamp, so that it stays one text node (one `<ins>`) rather than one per keystroke.
 */
export function stampAuthors(tr: Transaction, author: SuggestionAuthor, at: string): void {
  const span = changedSpan(tr);
  if (!span) return;
  const { doc } = tr;
  const from = Math.max(0, span.from - 1);
  const to = Math.min(doc.content.size, span.to + 1);
  const found: { pos: number; node: PmNode; mark: Mark }[] = [];
  doc.nodesBetween(from, to, (node, pos) => {
    const mark = unstamped(node);
    if (mark) found.push({ pos, node, mark });
    return true;
  });
  const fresh = { authorId: author.id, authorName: author.name, at };
  for (const { pos, node, mark } of found) {
    const neighbour = stampedNeighbour(tr.doc, pos, node, mark);
    const attrs =
      neighbour && neighbour.attrs.authorId === author.id ? neighbour.attrs : { ...mark.attrs, ...fresh };
    const stamped = mark.type.create(attrs);
    // The mark excludes its own type: adding the stamped one replaces the bare one.
    if (node.isInline) tr.addMark(pos, pos + node.nodeSize, stamped);
    else tr.addNodeMark(pos, stamped);
  }
}
