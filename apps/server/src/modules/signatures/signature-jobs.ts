import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { signatureEvents, signatureRecipients, signatureRequests } from '../../db/schema.js';
import type { Jobs } from '../../lib/jobs.js';
import { MailDeliveryError, type Mailer } from '../../lib/mail.js';
import { requestMailContext, voidedMail } from './emails.js';
import { expireOverdue } from './requests.js';

// The sender's side's jobs (lib/jobs.ts). Each may run more than once, and does no harm then.

declare module '../../lib/jobs.js' {
  interface JobQueues {
    /** At a request's expires_at: marks it expired if it is still open. */
    'signature.expire': { requestId: string };
    /** After a void: tells every recipient who was emailed (a cc who got the request too) that it was voided. */
    'signature.notify-voided': { requestId: string };
  }
}

/** The queues of this file. */
export type SenderJobName = 'signature.expire' | 'signature.notify-voided';

/** Declares the queues and their handlers; app.ts starts them. */
export function handleSignatureJobs(
  jobs: Jobs,
  { db, mailer, log }: { db: Db; mailer: Mailer; log: FastifyBaseLogger },
): void {
  jobs.handle('signature.expire', async ({ requestId }) => {
    await expireOverdue(db, eq(signatureRequests.id, requestId));
  });

  jobs.handle('signature.notify-voided', async ({ requestId }) => {
    const [request] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
    if (request?.status !== 'voided') return;
    // Everyone who got the request: a signer's link (emailed_at), or any mail recorded by an
    // `emailed` event, which is how a copy (cc) recipient's mail is recorded.
    const mailed = sql`exists (select 1 from ${signatureEvents} where ${signatureEvents.requestId} = ${requestId} and ${signatureEvents.recipientId} = ${signatureRecipients.id} and ${signatureEvents.type} = 'emailed')`;
    const recipients = await db
      .select()
      .from(signatureRecipients)
      .where(
        and(
          eq(signatureRecipients.requestId, requestId),
          or(isNotNull(signatureRecipients.emailedAt), mailed),
        ),
      );
    const context = await requestMailContext(db, request);
    for (const recipient of recipients) {
      try {
        await mailer.send(voidedMail(context, recipient, request.voidReason ?? 'none given'));
      } catch (error) {
        // An address the server refuses will be refused again: the others still hear. A server
        // that cannot be reached fails the job, which runs again later.
        if (!(error instanceof MailDeliveryError) || !error.refused) throw error;
        log.warn(
          { requestId, recipientId: recipient.id },
          'The void notice of a signature request was refused',
        );
      }
    }
  });
}
