import { COMMENT_BODY_MAX_LENGTH } from '@lexdraft/contract';
import { UNKNOWN_AUTHOR } from '@lexdraft/editor-schema';
import type { Db } from '../../db/client.js';
import { comments, commentThreads } from '../../db/schema.js';
import type { ServiceContext } from '../auth/context.js';
import type { WordThread } from './word-comments.js';
import { isoTime } from './word-marks.js';

// Word comments stored as the firm's threads, marked external: no author is a user (author_id null,
// the Word author's name shown), each comment dated as Word dated it, and a thread Word marked done
// resolved (by nobody of the firm).

/** A thread to store: its new id (the one its comment mark carries), what Word had, and the quoted text. */
export type ExternalThread = { id: string; word: WordThread; quote: string };

/** Inserts the threads and their comments, in the caller's transaction. */
export async function insertExternalThreads(
  tx: Db,
  ctx: ServiceContext,
  documentId: string,
  threads: readonly ExternalThread[],
): Promise<void> {
  if (threads.length === 0) return;
  const now = new Date();
  const orgId = ctx.user.orgId;
  await tx.insert(commentThreads).values(
    threads.map(({ id, word, quote }) => ({
      id,
      orgId,
      documentId,
      quote,
      external: true,
      resolved: word.done,
      resolvedAt: word.done ? now : null,
      createdBy: ctx.user.id,
      createdAt: now,
    })),
  );
  await tx.insert(comments).values(
    threads.flatMap(({ id, word }) =>
      word.comments.map((comment) => {
        const at = isoTime(comment.date);
        return {
          orgId,
          threadId: id,
          authorId: null,
          authorName: comment.author || UNKNOWN_AUTHOR,
          // A comment longer than the app allows keeps its beginning.
          body: comment.body.slice(0, COMMENT_BODY_MAX_LENGTH),
          createdAt: at === null ? now : new Date(at),
        };
      }),
    ),
  );
}
