import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { signatureEvents, signatureRecipients, signatureRequests } from '../../../db/schema.js';
import type { Jobs } from '../../../lib/jobs.js';
import { MailDeliveryError } from '../../../lib/mail.js';
import { requestMailContext, voidedMail } from '../emails.js';
import type { SigningJobDeps } from './deps.js';

/** Tells every recipient who was emailed (a cc who got the request too) that it was voided. */
export function handleNotifyVoided(
  jobs: Jobs,
  { db, mailer, log }: Pick<SigningJobDeps, 'db' | 'mailer' | 'log'>,
): void {
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
