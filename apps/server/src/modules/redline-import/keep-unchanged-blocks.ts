import { fieldMarkerWithFormat } from '@lexdraft/core';
import { Fragment, type Mark, type Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Transform } from '@tiptap/pm/transform';
import { diffArrays } from 'diff';

// Word carries merge fields as the text they printed (or as `{{id}}`). A block the counterparty did
// not change must not lose its fields: the Word body's textblocks are aligned with the current
// version's (the `diff` package's diffArrays, the alignment the History compare uses), and each
// Word block without tracked changes whose text is a current block's printed text (or its text
// with fields as markers) is replaced by that current block as it is, with the Word block's
// comment marks laid over the same words. Every other block stays as Word has it.

/** What a merge field node prints in the export (its value, its label when it has none). */
export type PrintedField = (field: ProseMirrorNode) => string;

type Block = { node: ProseMirrorNode; pos: number };
type Side = { side: 'current' | 'word'; index: number };

const SUGGESTION_MARKS = new Set(['insertion', 'deletion']);

/** The Word document with its unchanged blocks replaced by the current version's. */
export function keepUnchangedBlocks(
  word: ProseMirrorNode,
  current: ProseMirrorNode,
  printed: PrintedField,
): ProseMirrorNode {
  const wordBlocks = textblocks(word);
  const currentBlocks = textblocks(current);
  const fieldTexts: PrintedField[] = [printed, markerOf];
  // Compared but for spacing: Word may turn spaces into non-breaking ones, or trim a paragraph's end.
  const wordTexts = wordBlocks.map((block) =>
    hasSuggestion(block.node) ? null : normalized(blockText(block.node, markerOf)),
  );
  const currentTexts = currentBlocks.map((block) =>
    fieldTexts.map((text) => normalized(blockText(block.node, text))),
  );
  // The text the current block matched with: the printed fields or their markers; -1 when none.
  const matchOf = (current: number, word: number) => {
    const text = wordTexts[word];
    if (text === null || text === undefined) return -1;
    return currentTexts[current]?.indexOf(text) ?? -1;
  };

  const changes = diffArrays<Side>(
    currentBlocks.map((_, index) => ({ side: 'current', index })),
    wordBlocks.map((_, index) => ({ side: 'word', index })),
    {
      comparator: (left, right) =>
        left.side === 'current'
          ? matchOf(left.index, right.index) >= 0
          : matchOf(right.index, left.index) >= 0,
    },
  );
  const pairs: { current: Block; word: Block; fieldText: PrintedField }[] = [];
  let currentAt = 0;
  let wordAt = 0;
  for (const change of changes) {
    const count = change.count ?? change.value.length;
    if (change.added) wordAt += count;
    else if (change.removed) currentAt += count;
    else {
      for (let offset = 0; offset < count; offset += 1) {
        const match = matchOf(currentAt + offset, wordAt + offset);
        const fieldText = fieldTexts[match];
        if (fieldText) {
          pairs.push({
            current: currentBlocks[currentAt + offset] as Block,
            word: wordBlocks[wordAt + offset] as Block,
            fieldText,
          });
        }
      }
      currentAt += count;
      wordAt += count;
    }
  }

  const transform = new Transform(word);
  // From the last block to the first, so that each block's position still holds.
  for (const pair of pairs.reverse()) {
    const kept = keptBlock(pair.current.node, pair.word.node, pair.fieldText);
    transform.replaceWith(pair.word.pos, pair.word.pos + pair.word.node.nodeSize, kept);
  }
  return transform.doc;
}

/** The current block, in the Word block's place: its own type when the schema lets it stand there, with the Word block's comments. */
function keptBlock(
  current: ProseMirrorNode,
  word: ProseMirrorNode,
  fieldText: PrintedField,
): ProseMirrorNode {
  const content = withComments(current, commentRanges(word), fieldText);
  // A heading where Word has a paragraph in a list item, say: the words kept, in Word's block.
  return current.type === word.type
    ? current.copy(content)
    : word.type.create(word.attrs, content, word.marks);
}

/** The comment marks of a block's inline content, as ranges of its text. */
function commentRanges(block: ProseMirrorNode): { from: number; to: number; mark: Mark }[] {
  const ranges: { from: number; to: number; mark: Mark }[] = [];
  let at = 0;
  block.forEach((child) => {
    const length = child.isText ? (child.text ?? '').length : 0;
    for (const mark of child.marks) {
      if (mark.type.name !== 'comment') continue;
      const last = ranges.findLast((range) => range.mark.eq(mark));
      if (last && last.to === at) last.to = at + length;
      else ranges.push({ from: at, to: at + length, mark });
    }
    at += length;
  });
  return ranges;
}

/** A block's inline content with the ranges' marks added: text split where a range starts or ends, a field marked when a range touches it. */
function withComments(
  block: ProseMirrorNode,
  ranges: { from: number; to: number; mark: Mark }[],
  fieldText: PrintedField,
): Fragment {
  if (ranges.length === 0) return block.content;
  const pieces: ProseMirrorNode[] = [];
  let at = 0;
  const marksOver = (from: number, to: number) =>
    ranges.filter((range) => range.from < to && range.to > from).map((range) => range.mark);
  block.forEach((child) => {
    if (!child.isText) {
      const length = child.type.name === 'mergeField' ? fieldText(child).length : 0;
      const marks = length > 0 ? marksOver(at, at + length) : [];
      pieces.push(marks.reduce((node, mark) => node.mark(mark.addToSet(node.marks)), child));
      at += length;
      return;
    }
    const text = child.text ?? '';
    const cuts = new Set([0, text.length]);
    for (const range of ranges) {
      for (const edge of [range.from - at, range.to - at]) if (edge > 0 && edge < text.length) cuts.add(edge);
    }
    const sorted = [...cuts].sort((a, b) => a - b);
    for (let index = 0; index + 1 < sorted.length; index += 1) {
      const from = sorted[index] as number;
      const to = sorted[index + 1] as number;
      const marks = marksOver(at + from, at + to).reduce((set, mark) => mark.addToSet(set), child.marks);
      pieces.push(child.type.schema.text(text.slice(from, to), marks));
    }
    at += text.length;
  });
  return Fragment.fromArray(pieces);
}

/** Every textblock (paragraph, heading, a list item's or a cell's paragraphs) in document order. */
function textblocks(doc: ProseMirrorNode): Block[] {
  const found: Block[] = [];
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    found.push({ node, pos });
    return false;
  });
  return found;
}

/** A block's text, its fields as `fieldText` gives them and other inline nodes (breaks, images) as nothing. */
function blockText(block: ProseMirrorNode, fieldText: PrintedField): string {
  let text = '';
  block.forEach((child) => {
    if (child.isText) text += child.text ?? '';
    else if (child.type.name === 'mergeField') text += fieldText(child);
  });
  return text;
}

const markerOf: PrintedField = (field) =>
  fieldMarkerWithFormat(String(field.attrs.id ?? ''), (field.attrs.format as string | null) ?? null);

const normalized = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

function hasSuggestion(block: ProseMirrorNode): boolean {
  if (block.marks.some((mark) => SUGGESTION_MARKS.has(mark.type.name))) return true;
  let found = false;
  block.descendants((node) => {
    if (node.marks.some((mark) => SUGGESTION_MARKS.has(mark.type.name))) found = true;
    return !found;
  });
  return found;
}
