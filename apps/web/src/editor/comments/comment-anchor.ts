import { suggestChangesKey } from '@handlewithcare/prosemirror-suggest-changes';
import { type Editor, getTextBetween, getTextSerializersFromSchema } from '@tiptap/core';
import type { Mark, Node as PMNode } from '@tiptap/pm/model';
import type { Transaction } from '@tiptap/pm/state';

// Where a comment thread sits in the document: the text carrying its `comment` mark
// (`<span data-comment="THREAD_ID">`, editor-schema's CommentMark). Overlapping threads are marks of
// the same type with different ids on the same text.

/** A stretch of the document, as ProseMirror positions. */
export interface TextRange {
  from: number;
  to: number;
}

const threadOf = (mark: Mark): string | null =>
  mark.type.name === 'comment' ? String(mark.attrs.threadId ?? '') || null : null;

/** The ids of every thread anchored somewhere in the document. */
export function anchoredThreadIds(doc: PMNode): Set<string> {
  const ids = new Set<string>();
  doc.descendants((node) => {
    for (const mark of node.marks) {
      const id = threadOf(mark);
      if (id) ids.add(id);
    }
  });
  return ids;
}

/** From the first to the last character of the thread's text; null when none is left (detached). */
export function threadRange(doc: PMNode, threadId: string): TextRange | null {
  let range: TextRange | null = null;
  doc.descendants((node, pos) => {
    if (!node.isInline || !node.marks.some((mark) => threadOf(mark) === threadId)) return;
    const end = pos + node.nodeSize;
    range = range ? { from: range.from, to: end } : { from: pos, to: end };
  });
  return range;
}

/** The threads whose text is at the position (on either side of it). */
export function threadsAt(doc: PMNode, pos: number): string[] {
  const $pos = doc.resolve(pos);
  const marks = [...($pos.nodeAfter?.marks ?? []), ...($pos.nodeBefore?.marks ?? [])];
  return [...new Set(marks.map(threadOf).filter((id): id is string => id !== null))];
}

/** The selection's text as a thread quotes it: blocks on their own lines, merge fields as their text. */
export function quoteOf(editor: Editor, range: TextRange): string {
  return getTextBetween(editor.state.doc, range, {
    blockSeparator: '\n',
    textSerializers: getTextSerializersFromSchema(editor.schema),
  }).trim();
}

// A comment is no change of the text: in Suggesting mode the mark must not become a suggestion.
const notSuggested = (tr: Transaction) => tr.setMeta(suggestChangesKey, { skip: true });

/** Puts the thread's mark on the range (beside any other thread's); the autosave stores it. */
export function anchorThread(editor: Editor, range: TextRange, threadId: string): void {
  const type = editor.schema.marks.comment;
  if (!type) return;
  const tr = editor.state.tr.addMark(range.from, range.to, type.create({ threadId }));
  editor.view.dispatch(notSuggested(tr));
}

/** Takes the thread's mark off the document (its last comment was deleted). */
export function removeThreadAnchor(editor: Editor, threadId: string): void {
  const type = editor.schema.marks.comment;
  const range = threadRange(editor.state.doc, threadId);
  if (!type || !range) return;
  const tr = editor.state.tr.removeMark(range.from, range.to, type.create({ threadId }));
  editor.view.dispatch(notSuggested(tr));
}
