import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.js';
import { documents, intakeRequests, users } from '../../../db/schema.js';
import type { Jobs } from '../../../lib/jobs.js';
import { MailDeliveryError, type Mailer } from '../../../lib/mail.js';
import { answersReceivedMail } from '../emails.js';

declare module '../../../lib/jobs.js' {
  interface JobQueues {
    /** Tells the sender that the client submitted; queued in the submit's transaction. */
    'intake.answers-received': { requestId: string };
  }
}

/** The queue's name; importing it also loads the declaration above (tests run its jobs). */
export const ANSWERS_RECEIVED_JOB = 'intake.answers-received';

export type AnswersReceivedDeps = { db: Db; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

/**
 * Mails the sender "Answers received". Queued in the transaction of the submit, so that it exists
 * exactly when the answers were stored. A sender whose account is gone gets nothing; an address the
 * mail server refuses is logged and skipped (a retry would be refused too), any other failure retried.
 */
export function handleAnswersReceived(jobs: Jobs, { db, mailer, publicUrl, log }: AnswersReceivedDeps): void {
  jobs.handle(ANSWERS_RECEIVED_JOB, async ({ requestId }) => {
    const [found] = await db
      .select({
        request: intakeRequests,
        documentName: documents.name,
        senderName: users.fullName,
        senderEmail: users.email,
      })
      .from(intakeRequests)
      .innerJoin(documents, eq(documents.id, intakeRequests.documentId))
      .leftJoin(users, eq(users.id, intakeRequests.createdBy))
      .where(eq(intakeRequests.id, requestId));
    if (!found?.senderName || !found.senderEmail) return;
    const sender = { name: found.senderName, email: found.senderEmail };
    try {
      await mailer.send(answersReceivedMail(found.request, found.documentName, sender, publicUrl));
    } catch (error) {
      if (!(error instanceof MailDeliveryError) || !error.refused) throw error;
      log.warn({ requestId }, 'The answers-received mail was refused by the mail server');
    }
  });
}
