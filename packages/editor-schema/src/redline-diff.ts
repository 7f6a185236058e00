import type { Mark, MarkType, NodeType, Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Fragment } from '@tiptap/pm/model';
import { diffArrays } from 'diff';
import type { SuggestionAttributes } from './suggestion-marks.js';

// A version's redline (docs/negotiation.md, Exports and redlines): the newer document with every
// difference from the older one as a suggestion, so the Word export writes them as tracked changes.
// Blocks are compared first, child by child at each level, with the `diff` package (the one the
// web History compare uses); a changed block is paired with the removed block of its type that
// shares most of its words, and the two are compared word by word, merge fields and other inline
// nodes as one word each. A block with no partner is inserted or deleted whole, as a node mark
// where its container allows one. Formatting is not compared: the newer text keeps its own.

/** Who the changes are credited to. */
interface RedlineAuthor {
  id: string | null;
  name: string;
}

// Past this many changed words a block is shown as its old text deleted and its new one inserted.
const MAX_WORD_EDITS = 2_000;
// How far ahead among a run's removed blocks a partner is looked for.
const PAIRING_WINDOW = 20;
// The share of words two blocks must have in common to be read as one block changed.
const SIMILAR = 0.5;
// Words, runs of spaces, and each other character (a full stop is not part of the word before it).
const WORD = /\s+|[\p{L}\p{N}_'’-]+|[^\s\p{L}\p{N}_'’-]/gu;
// A token key no text can hold, for inline nodes (a merge field is one word, compared with its attributes).
const LEAF = '\u0001';

type Token = { key: string; node: ProseMirrorNode };

class Redliner {
  #next = 0;
  readonly #insertion: MarkType;
  readonly #deletion: MarkType;
  readonly #comment: MarkType | undefined;

  constructor(
    private readonly newDoc: ProseMirrorNode,
    private readonly author: RedlineAuthor,
    private readonly at: string,
  ) {
    const { marks } = newDoc.type.schema;
    if (!marks.insertion || !marks.deletion) throw new Error('The schema has no suggestion marks');
    this.#insertion = marks.insertion;
    this.#deletion = marks.deletion;
    this.#comment = marks.comment;
  }

  /** A fresh pair of marks sharing one suggestion id: a replacement's deletion and insertion. */
  #marks(): { insertion: Mark; deletion: Mark } {
    this.#next += 1;
    const attrs: SuggestionAttributes = {
      id: `redline-${this.#next}`,
      authorId: this.author.id,
      authorName: this.author.name,
      at: this.at,
    };
    return { insertion: this.#insertion.create(attrs), deletion: this.#deletion.create(attrs) };
  }

  /** Removed content loses its comment marks: those threads stand on the newer text, or nowhere. */
  #withoutComments(node: ProseMirrorNode): ProseMirrorNode {
    const comment = this.#comment;
    if (!comment) return node;
    if (node.isText) return node.mark(comment.removeFromSet(node.marks));
    if (node.isLeaf || node.content.size === 0) return node;
    const children: ProseMirrorNode[] = [];
    node.forEach((child) => {
      children.push(this.#withoutComments(child));
    });
    return node.copy(Fragment.fromArray(children));
  }

  /** Every inline node under a node marked (a block whose container takes no node mark). */
  #markInline(node: ProseMirrorNode, mark: Mark): ProseMirrorNode {
    if (node.isInline) return node.mark(mark.addToSet(node.marks));
    const children: ProseMirrorNode[] = [];
    node.forEach((child) => {
      children.push(this.#markInline(child, mark));
    });
    return node.copy(Fragment.fromArray(children));
  }

  /** A block inserted or deleted whole: the mark on the block, else on its text. */
  #whole(node: ProseMirrorNode, parent: NodeType, kind: 'insertion' | 'deletion'): ProseMirrorNode {
    const mark = this.#marks()[kind];
    const source = kind === 'deletion' ? this.#withoutComments(node) : node;
    if (parent.allowsMarkType(mark.type)) return source.mark(mark.addToSet(source.marks));
    return this.#markInline(source, mark);
  }

  /** The newer parent's children with the older one's differences marked. */
  children(older: ProseMirrorNode, newer: ProseMirrorNode): Fragment {
    const before = childList(older);
    const after = childList(newer);
    const changes = diffArrays(before.map(blockKey), after.map(blockKey));
    const out: ProseMirrorNode[] = [];
    let removed: ProseMirrorNode[] = [];
    let added: ProseMirrorNode[] = [];
    let oldAt = 0;
    let newAt = 0;
    const settleRun = () => {
      if (removed.length > 0 || added.length > 0) out.push(...this.#run(removed, added, newer.type));
      removed = [];
      added = [];
    };
    for (const change of changes) {
      const count = change.value.length;
      if (change.removed) {
        removed.push(...before.slice(oldAt, oldAt + count));
        oldAt += count;
      } else if (change.added) {
        added.push(...after.slice(newAt, newAt + count));
        newAt += count;
      } else {
        settleRun();
        out.push(...after.slice(newAt, newAt + count));
        oldAt += count;
        newAt += count;
      }
    }
    settleRun();
    return Fragment.fromArray(out);
  }

  /** A run of removed and added blocks: each added one paired with a like removed one, or inserted whole. */
  #run(removed: ProseMirrorNode[], added: ProseMirrorNode[], parent: NodeType): ProseMirrorNode[] {
    const out: ProseMirrorNode[] = [];
    let next = 0;
    for (const block of added) {
      const end = Math.min(removed.length, next + PAIRING_WINDOW);
      let partner = -1;
      for (let at = next; at < end; at += 1) {
        if (alike(removed[at]!, block)) {
          partner = at;
          break;
        }
      }
      if (partner < 0) {
        out.push(this.#whole(block, parent, 'insertion'));
        continue;
      }
      for (const gone of removed.slice(next, partner)) out.push(this.#whole(gone, parent, 'deletion'));
      out.push(this.#changed(removed[partner]!, block));
      next = partner + 1;
    }
    for (const gone of removed.slice(next)) out.push(this.#whole(gone, parent, 'deletion'));
    return out;
  }

  /** One block changed: its text word by word, a container's children block by block. */
  #changed(older: ProseMirrorNode, newer: ProseMirrorNode): ProseMirrorNode {
    if (newer.isTextblock) return newer.copy(this.#words(older, newer));
    if (newer.isLeaf) return newer;
    return newer.copy(this.children(older, newer));
  }

  /** A text block's inline content with the words removed since the older one put back, deleted. */
  #words(older: ProseMirrorNode, newer: ProseMirrorNode): Fragment {
    const before = tokens(older);
    const after = tokens(newer);
    const changes = diffArrays(
      before.map((token) => token.key),
      after.map((token) => token.key),
      { maxEditLength: MAX_WORD_EDITS },
    ) ?? [
      { value: before.map((token) => token.key), removed: true, added: false, count: before.length },
      { value: after.map((token) => token.key), removed: false, added: true, count: after.length },
    ];
    const out: ProseMirrorNode[] = [];
    let oldAt = 0;
    let newAt = 0;
    let pair: { insertion: Mark; deletion: Mark } | null = null;
    for (const change of changes) {
      const count = change.value.length;
      if (change.removed) {
        // A deletion followed by an insertion is one replacement: they share a suggestion id.
        pair = this.#marks();
        const mark = pair.deletion;
        for (const token of before.slice(oldAt, oldAt + count)) {
          const node = this.#withoutComments(token.node);
          out.push(node.mark(mark.addToSet(node.marks)));
        }
        oldAt += count;
        continue;
      }
      if (change.added) {
        const mark = (pair ?? this.#marks()).insertion;
        for (const token of after.slice(newAt, newAt + count))
          out.push(token.node.mark(mark.addToSet(token.node.marks)));
        newAt += count;
      } else {
        for (const token of after.slice(newAt, newAt + count)) out.push(token.node);
        oldAt += count;
        newAt += count;
      }
      pair = null;
    }
    return Fragment.fromArray(out);
  }

  redline(older: ProseMirrorNode): ProseMirrorNode {
    return this.newDoc.copy(this.children(older, this.newDoc));
  }
}

function childList(node: ProseMirrorNode): ProseMirrorNode[] {
  const children: ProseMirrorNode[] = [];
  node.forEach((child) => {
    children.push(child);
  });
  return children;
}

// Blocks are equal when their JSON is: a block whose marks alone differ is paired and finds no word changed.
const keys = new WeakMap<ProseMirrorNode, string>();
function blockKey(node: ProseMirrorNode): string {
  let key = keys.get(node);
  if (key === undefined) {
    key = JSON.stringify(node.toJSON());
    keys.set(node, key);
  }
  return key;
}

/** A text block's words, spaces and inline nodes, each carrying its own marks. */
function tokens(block: ProseMirrorNode): Token[] {
  const out: Token[] = [];
  block.forEach((child) => {
    if (!child.isText) {
      out.push({ key: `${LEAF}${child.type.name}${JSON.stringify(child.attrs)}`, node: child });
      return;
    }
    for (const word of child.text?.match(WORD) ?? []) {
      out.push({ key: word, node: child.type.schema.text(word, child.marks) });
    }
  });
  return out;
}

function wordCounts(block: ProseMirrorNode): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { key } of tokens(block)) {
    if (/^\s+$/.test(key)) continue;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** Whether a removed block and an added one are one block changed rather than two different ones. */
function alike(older: ProseMirrorNode, newer: ProseMirrorNode): boolean {
  if (older.type !== newer.type) return false;
  if (newer.isLeaf) return false;
  if (!newer.isTextblock) return true;
  const before = wordCounts(older);
  const after = wordCounts(newer);
  let total = 0;
  let shared = 0;
  for (const [word, count] of before) {
    total += count;
    shared += Math.min(count, after.get(word) ?? 0);
  }
  for (const count of after.values()) total += count;
  // Two empty paragraphs are the same block.
  return total === 0 || (2 * shared) / total >= SIMILAR;
}

/**
 * `newDoc` with every difference from `oldDoc` as a suggestion by `author` at `at` (ISO time):
 * removed text put back under `deletion` marks, added text under `insertion` marks, a block added
 * or removed whole marked as a node. Both documents must be of the same schema.
 */
export function redlineDocument(
  oldDoc: ProseMirrorNode,
  newDoc: ProseMirrorNode,
  author: RedlineAuthor,
  at: string,
): ProseMirrorNode {
  if (oldDoc.eq(newDoc)) return newDoc;
  return new Redliner(newDoc, author, at).redline(oldDoc);
}
