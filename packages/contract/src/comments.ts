import { z } from 'zod';
import { timestamp } from './common.js';

// Comment threads on a document (issue 31, docs/negotiation.md "Comments API"). A thread is anchored
// in the text by `<span data-comment="THREAD_ID">`; its comments are plain text with mentions
// written `@[Name](user:ID)` (core mentions.ts).

/** The longest comment body, in characters. */
export const COMMENT_BODY_MAX_LENGTH = 10_000;
/** A thread's quote is cut to this many characters, never refused for its length. */
export const COMMENT_QUOTE_MAX_LENGTH = 2_000;

// Control characters but tab and line feed: they print as nothing or break the mail a mention sends.
// A carriage return is not refused: line ends from Windows become \n first.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters a quote drops.
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F]+/g;
const unixLineEnds = (text: string) => text.replace(/\r\n?/g, '\n');

/** The text a thread quotes, cut without splitting a character made of two UTF-16 units. */
function cutQuote(text: string): string {
  const clean = unixLineEnds(text).replace(CONTROLS, ' ').trim();
  if (clean.length <= COMMENT_QUOTE_MAX_LENGTH) return clean;
  const cut = clean.slice(0, COMMENT_QUOTE_MAX_LENGTH);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** A comment's text: trimmed, 1 to 10,000 characters, no control characters but \n and \t. */
export const commentBodyText = z
  .string()
  .overwrite(unixLineEnds)
  .trim()
  .min(1, 'must not be empty')
  .max(
    COMMENT_BODY_MAX_LENGTH,
    `must be at most ${COMMENT_BODY_MAX_LENGTH.toLocaleString('en-US')} characters`,
  )
  .refine((text) => !CONTROL.test(text), 'must not contain control characters (only line breaks and tabs)');

export const commentDocumentParams = z.object({ id: z.uuid({ message: 'must be a document id' }) });
export const commentThreadParams = commentDocumentParams.extend({
  tid: z.uuid({ message: 'must be a comment thread id' }),
});
export const commentParams = commentThreadParams.extend({ cid: z.uuid({ message: 'must be a comment id' }) });

/** POST /docs/documents/{id}/comments: a new thread on the selected text, with its first comment. */
export const createCommentThreadBody = z.object({
  /** The selected text as it reads now; longer than 2,000 characters it is cut, not refused. */
  quote: z.string().overwrite(cutQuote).default(''),
  body: commentBodyText,
});
export type CreateCommentThreadInput = z.infer<typeof createCommentThreadBody>;

/** POST …/comments/{tid}/replies and PATCH …/comments/{tid}/replies/{cid}. */
export const commentBody = z.object({ body: commentBodyText });
export type CommentBodyInput = z.infer<typeof commentBody>;

/** PATCH …/comments/{tid}: Resolve (true) or Reopen (false). */
export const resolveCommentThreadBody = z.object({
  resolved: z.boolean({ message: 'must be true or false' }),
});

/** A user as a comment shows them; `id` is null for a Word comment's author or a user since removed. */
const commentPerson = z.object({ id: z.string().nullable(), name: z.string() });

export const comment = z.object({
  id: z.string(),
  author: commentPerson,
  /** Plain text with mentions as `@[Name](user:ID)`. */
  body: z.string(),
  created_at: timestamp,
  /** When its author last changed the text; null if never. */
  edited_at: timestamp.nullable(),
});

export const commentThread = z.object({
  id: z.string(),
  /** The text the thread was started on, as it read then. */
  quote: z.string(),
  resolved: z.boolean(),
  /** Who resolved it; null while open (or when that user was removed). */
  resolved_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  resolved_at: timestamp.nullable(),
  /** Imported from a Word file's comments rather than written here. */
  external: z.boolean(),
  /** No `data-comment` span of this thread is left in the current version (its text was deleted, or not saved yet). */
  detached: z.boolean(),
  /** Oldest first; the first one started the thread. */
  comments: z.array(comment),
});

/** GET /docs/documents/{id}/comments: threads in document order, detached ones last (oldest first). */
export const commentThreadList = z.object({ threads: z.array(commentThread) });

/** GET /docs/documents/{id}/comments/people?q=: colleagues to mention. */
export const mentionPeopleQuery = z.object({
  q: z.string().trim().max(200, 'must be at most 200 characters').default(''),
});
export const mentionPeople = z.object({ people: z.array(z.object({ id: z.string(), name: z.string() })) });
