import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import type { ServiceContext } from '../auth/context.js';

// What every comment write shares: the audit row (ids only, never the text) and the author's name.

export type CommentAction =
  | 'comment.thread_created'
  | 'comment.replied'
  | 'comment.resolved'
  | 'comment.reopened'
  | 'comment.edited'
  | 'comment.deleted';

/** Writes the audit row of a comment write, in the caller's transaction, naming ids only. */
export function auditComment(
  tx: Db,
  ctx: ServiceContext,
  action: CommentAction,
  target: { documentId: string; threadId: string; commentId?: string; threadDeleted?: boolean },
) {
  return writeAudit(tx, ctx.meta, {
    orgId: ctx.user.orgId,
    userId: ctx.user.id,
    action,
    targetType: 'comment_thread',
    targetId: target.threadId,
    details: {
      document_id: target.documentId,
      ...(target.commentId ? { comment_id: target.commentId } : {}),
      ...(target.threadDeleted ? { thread_deleted: true } : {}),
    },
  });
}

/** The caller's name as a new comment keeps it. */
export async function callerName(tx: Db, ctx: ServiceContext): Promise<string> {
  const [row] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, ctx.user.id));
  return row?.name || ctx.user.email;
}
