import { mentionedUserIds } from '@lexdraft/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { comments, commentThreads, documents, users } from '../../db/schema.js';
import type { JobName, Jobs } from '../../lib/jobs.js';
import { MailDeliveryError, type Mailer } from '../../lib/mail.js';
import { mentionMail } from './mention-mail.js';

// Mentions are mailed from a job enqueued in the comment's transaction: the comment is saved
// whether or not the mail server answers, and a mail goes out only for a comment that was. The
// job carries ids only; it reads the comment and the colleague when it runs, so a comment deleted
// or a colleague deactivated meanwhile sends nothing.

declare module '../../lib/jobs.js' {
  interface JobQueues {
    /** Mails one colleague that a comment mentions them. */
    'comment.mention': { commentId: string; recipientId: string };
  }
}

/** The queue's name, for tests that run its jobs. */
export const MENTION_MAIL_QUEUE = 'comment.mention' satisfies JobName;

// A mention names its user by id; anything else in that place is nobody, not a query error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Queues a mail to each colleague a comment mentions, in the caller's transaction: active members
 * of the comment's firm only (anyone else is ignored silently), never its author, and for an
 * edited comment only those its previous text did not mention already.
 */
export async function queueMentionMails(
  tx: Db,
  jobs: Jobs,
  comment: { id: string; orgId: string; authorId: string | null; body: string },
  previousBody = '',
): Promise<void> {
  const before = new Set(mentionedUserIds(previousBody));
  const ids = mentionedUserIds(comment.body).filter(
    (id) => UUID.test(id) && id !== comment.authorId && !before.has(id),
  );
  if (ids.length === 0) return;
  const recipients = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, comment.orgId), eq(users.isActive, true), inArray(users.id, ids)));
  for (const recipient of recipients) {
    await jobs.enqueue('comment.mention', { commentId: comment.id, recipientId: recipient.id }, { db: tx });
  }
}

type MentionMailDeps = { db: Db; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

async function sendMentionMail(deps: MentionMailDeps, data: { commentId: string; recipientId: string }) {
  const [row] = await deps.db
    .select({
      orgId: comments.orgId,
      authorName: comments.authorName,
      body: comments.body,
      quote: commentThreads.quote,
      documentId: documents.id,
      documentName: documents.name,
      recipientName: users.fullName,
      recipientEmail: users.email,
    })
    .from(comments)
    .innerJoin(commentThreads, eq(commentThreads.id, comments.threadId))
    .innerJoin(documents, eq(documents.id, commentThreads.documentId))
    // Checked again now: the colleague is still an active member of the comment's firm.
    .innerJoin(
      users,
      and(eq(users.id, data.recipientId), eq(users.orgId, comments.orgId), eq(users.isActive, true)),
    )
    .where(eq(comments.id, data.commentId));
  if (!row) return;
  await deps.mailer.send(
    mentionMail({
      orgId: row.orgId,
      recipient: { name: row.recipientName, email: row.recipientEmail },
      authorName: row.authorName,
      document: { id: row.documentId, name: row.documentName },
      quote: row.quote,
      body: row.body,
      publicUrl: deps.publicUrl,
    }),
  );
}

/** Declares the mention mails' queue. */
export function handleMentionMails(jobs: Jobs, deps: MentionMailDeps) {
  jobs.handle('comment.mention', async (data) => {
    try {
      await sendMentionMail(deps, data);
    } catch (error) {
      // A refused address stays refused; anything else fails the job, to be retried.
      if (!(error instanceof MailDeliveryError) || !error.refused) throw error;
      deps.log.warn('A mention mail was refused by the mail server');
    }
  });
}
