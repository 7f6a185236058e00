import { randomUUID } from 'node:crypto';
import { UNKNOWN_AUTHOR } from '@lexdraft/editor-schema';
import type { Mark } from '@tiptap/pm/model';
import { schema } from '../../lib/editor-document.js';
import type { MarkerMarks } from './apply-markers.js';
import type { WordChange } from './mark-tracked-changes.js';
import type { WordThread } from './word-comments.js';

// What each marker of a converted redline becomes: a tracked change a suggestion under the Word
// author's name (no user id: the counterparty is no user of the firm), a fresh id per Word change
// id, its time when Word's w:date reads as one; a comment range the mark of its new thread. A
// reply's own range (Word repeats the parent's) marks nothing: the reply is in its parent's thread.

/** A Word redline converted by the template import's conversion, its markers still in the HTML (sentinels.ts). */
export type ConvertedRedline = {
  html: string;
  changes: WordChange[];
  /** Comment range n's Word comment id. */
  commentIds: string[];
  threads: WordThread[];
};

/** The new threads by their Word comment id, and the marks of the converted redline's markers. */
export function wordMarks(converted: ConvertedRedline): {
  threads: { id: string; word: WordThread; range: number }[];
  marks: MarkerMarks;
} {
  const suggestionIds = new Map<string, string>();
  const changeMarks = converted.changes.map((change): Mark => {
    let id = change.wordId === null ? undefined : suggestionIds.get(change.wordId);
    if (id === undefined) {
      id = randomUUID();
      if (change.wordId !== null) suggestionIds.set(change.wordId, id);
    }
    const type = change.kind === 'insert' ? schema.marks.insertion : schema.marks.deletion;
    return type!.create({
      id,
      authorId: null,
      authorName: change.author || UNKNOWN_AUTHOR,
      at: isoTime(change.date),
    });
  });
  const threads = converted.threads.map((word) => ({
    id: randomUUID(),
    word,
    range: converted.commentIds.indexOf(word.wordId),
  }));
  const threadOfRange = new Map(threads.map((thread) => [thread.range, thread.id]));
  return {
    threads,
    marks: {
      change: (index) => changeMarks[index],
      comment: (index) => {
        const threadId = threadOfRange.get(index);
        return threadId === undefined ? undefined : schema.marks.comment!.create({ threadId });
      },
    },
  };
}

/** Word's w:date as ISO 8601, or null when it is absent or no time. */
export function isoTime(date: string | null): string | null {
  if (date === null || date.trim() === '') return null;
  const time = new Date(date);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}
