import { Mark } from '@tiptap/core';

/** Attributes of a comment mark. */
export interface CommentAttributes {
  /** The comment thread (server table comment_threads) the text is anchored to. */
  threadId: string;
}

/**
 * The text a comment thread is about: `<span data-comment="THREAD_ID">…</span>`. It excludes
 * nothing, so threads overlap (two spans of different threads may cover the same words). It never
 * prints: exports and the signed PDF render its text as plain text.
 */
export const CommentMark = Mark.create({
  name: 'comment',
  excludes: '',
  inclusive: false,
  // Just below the suggestion marks: a comment's span sits inside an ins/del around the same words.
  priority: 1040,

  addAttributes() {
    return {
      threadId: {
        default: '',
        parseHTML: (element) => element.getAttribute('data-comment') ?? '',
        rendered: false,
      },
    };
  },

  parseHTML() {
    return [{ tag: 'span[data-comment]' }];
  },

  renderHTML({ mark }) {
    return ['span', { 'data-comment': (mark.attrs as CommentAttributes).threadId }, 0];
  },
});
