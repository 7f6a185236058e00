import type { CreateCommentThreadInput } from '@lexdraft/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { comments, commentThreads } from '../../db/schema.js';
import type { Jobs } from '../../lib/jobs.js';
import type { ServiceContext } from '../auth/context.js';
import { findDocument } from '../documents/scope.js';
import { auditComment, callerName } from './comment-audit.js';
import { loadThreads } from './load-threads.js';
import { queueMentionMails } from './mention-jobs.js';
import { findThread } from './scope.js';

type ThreadPath = { documentId: string; threadId: string };

/** The document's threads as the API shows them, in document order. */
export async function listThreads(db: Db, ctx: ServiceContext, documentId: string) {
  const document = await findDocument(db, ctx, documentId);
  return { threads: await loadThreads(db, document) };
}

/**
 * Starts a thread with its first comment. The editor then puts the thread's span on the selection
 * and saves: until that save lands the thread is detached.
 */
export async function createThread(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
  input: CreateCommentThreadInput,
  jobs: Jobs,
) {
  return db.transaction(async (tx) => {
    const document = await findDocument(tx, ctx, documentId);
    const [thread] = await tx
      .insert(commentThreads)
      .values({ orgId: ctx.user.orgId, documentId, quote: input.quote, createdBy: ctx.user.id })
      .returning();
    const [first] = await tx
      .insert(comments)
      .values({
        orgId: ctx.user.orgId,
        threadId: thread!.id,
        authorId: ctx.user.id,
        authorName: await callerName(tx, ctx),
        body: input.body,
      })
      .returning();
    await auditComment(tx, ctx, 'comment.thread_created', {
      documentId,
      threadId: thread!.id,
      commentId: first!.id,
    });
    await queueMentionMails(tx, jobs, first!);
    const [presented] = await loadThreads(tx, document, thread!.id);
    return presented!;
  });
}

/** Resolves or reopens a thread; asking for the state it is in already changes nothing. */
export async function resolveThread(db: Db, ctx: ServiceContext, path: ThreadPath, resolved: boolean) {
  return db.transaction(async (tx) => {
    const document = await findDocument(tx, ctx, path.documentId);
    const thread = await findThread(tx, ctx, path, { lock: true });
    if (thread.resolved !== resolved) {
      await tx
        .update(commentThreads)
        .set(
          resolved
            ? { resolved, resolvedBy: ctx.user.id, resolvedAt: new Date() }
            : { resolved, resolvedBy: null, resolvedAt: null },
        )
        .where(eq(commentThreads.id, thread.id));
      await auditComment(tx, ctx, resolved ? 'comment.resolved' : 'comment.reopened', {
        documentId: path.documentId,
        threadId: thread.id,
      });
    }
    const [presented] = await loadThreads(tx, document, thread.id);
    return presented!;
  });
}
