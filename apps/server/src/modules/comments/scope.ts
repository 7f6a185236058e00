import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { comments, commentThreads } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';

// Every thread and comment query goes through the caller's organization and the document in the
// path: another firm's thread, or a thread of another document, is "not found".

export const THREAD_NOT_FOUND = 'Comment thread not found';
export const COMMENT_NOT_FOUND = 'Comment not found';

/** The condition that keeps a query to the caller's organization's threads. */
export const visibleThreads = (ctx: ServiceContext) => eq(commentThreads.orgId, ctx.user.orgId);

/** A thread of the document in the caller's organization; `lock` holds it for the rest of the transaction. */
export async function findThread(
  db: Db,
  ctx: ServiceContext,
  where: { documentId: string; threadId: string },
  options: { lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(commentThreads)
    .where(
      and(
        visibleThreads(ctx),
        eq(commentThreads.documentId, where.documentId),
        eq(commentThreads.id, where.threadId),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, THREAD_NOT_FOUND);
  return row;
}

/** A comment of a thread the caller has already found (findThread). */
export async function findComment(db: Db, thread: { id: string; orgId: string }, commentId: string) {
  const [row] = await db
    .select()
    .from(comments)
    .where(
      and(eq(comments.orgId, thread.orgId), eq(comments.threadId, thread.id), eq(comments.id, commentId)),
    );
  if (!row) throw new HttpError(404, COMMENT_NOT_FOUND);
  return row;
}
