import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { comments, commentThreads } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import type { Jobs } from '../../lib/jobs.js';
import type { ServiceContext } from '../auth/context.js';
import { findDocument } from '../documents/scope.js';
import { auditComment, callerName } from './comment-audit.js';
import { queueMentionMails } from './mention-jobs.js';
import { presentComment } from './presenter.js';
import { findComment, findThread } from './scope.js';

// The comments of a thread: a reply adds one; its author edits it; its author or an admin deletes
// it. The thread's first comment is one of them too. A thread left without comments is deleted.

type ThreadPath = { documentId: string; threadId: string };
type CommentPath = ThreadPath & { commentId: string };

export const ONLY_AUTHOR_EDITS = 'Only the author of a comment can edit it';
export const ONLY_AUTHOR_DELETES = 'Only the author of a comment or an admin can delete it';

/** Adds a reply to a thread (resolved or not: a reply does not reopen it). */
export async function addReply(db: Db, ctx: ServiceContext, path: ThreadPath, body: string, jobs: Jobs) {
  return db.transaction(async (tx) => {
    await findDocument(tx, ctx, path.documentId);
    const thread = await findThread(tx, ctx, path);
    const [reply] = await tx
      .insert(comments)
      .values({
        orgId: ctx.user.orgId,
        threadId: thread.id,
        authorId: ctx.user.id,
        authorName: await callerName(tx, ctx),
        body,
      })
      .returning();
    await auditComment(tx, ctx, 'comment.replied', {
      documentId: path.documentId,
      threadId: thread.id,
      commentId: reply!.id,
    });
    await queueMentionMails(tx, jobs, reply!);
    return presentComment(reply!);
  });
}

/** Changes the text of one's own comment; colleagues it newly mentions are told. */
export async function editComment(db: Db, ctx: ServiceContext, path: CommentPath, body: string, jobs: Jobs) {
  return db.transaction(async (tx) => {
    await findDocument(tx, ctx, path.documentId);
    const thread = await findThread(tx, ctx, path);
    const before = await findComment(tx, thread, path.commentId);
    if (before.authorId !== ctx.user.id) throw new HttpError(403, ONLY_AUTHOR_EDITS);
    if (before.body === body) return presentComment(before);
    const [edited] = await tx
      .update(comments)
      .set({ body, editedAt: new Date() })
      .where(eq(comments.id, before.id))
      .returning();
    await auditComment(tx, ctx, 'comment.edited', {
      documentId: path.documentId,
      threadId: thread.id,
      commentId: before.id,
    });
    await queueMentionMails(tx, jobs, edited!, before.body);
    return presentComment(edited!);
  });
}

/**
 * Deletes a comment: its author's, or anyone's for an admin. The replies of a deleted first comment
 * stay, the next one becoming the first; the thread goes with its last comment.
 */
export async function deleteComment(db: Db, ctx: ServiceContext, path: CommentPath) {
  await db.transaction(async (tx) => {
    await findDocument(tx, ctx, path.documentId);
    // Locked, so that two deletes of its last comments cannot both leave the thread behind.
    const thread = await findThread(tx, ctx, path, { lock: true });
    const target = await findComment(tx, thread, path.commentId);
    if (target.authorId !== ctx.user.id && ctx.user.role !== 'admin') {
      throw new HttpError(403, ONLY_AUTHOR_DELETES);
    }
    await tx.delete(comments).where(eq(comments.id, target.id));
    const [left] = await tx
      .select({ count: count() })
      .from(comments)
      .where(and(eq(comments.orgId, thread.orgId), eq(comments.threadId, thread.id)));
    const threadDeleted = left!.count === 0;
    if (threadDeleted) await tx.delete(commentThreads).where(eq(commentThreads.id, thread.id));
    await auditComment(tx, ctx, 'comment.deleted', {
      documentId: path.documentId,
      threadId: thread.id,
      commentId: target.id,
      threadDeleted,
    });
  });
}
