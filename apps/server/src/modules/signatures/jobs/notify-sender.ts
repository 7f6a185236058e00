import { eq } from 'drizzle-orm';
import { signatureRequests } from '../../../db/schema.js';
import type { Jobs } from '../../../lib/jobs.js';
import { requestMailContext } from '../emails.js';
import type { SigningJobDeps } from './deps.js';
import { deliver, recipientsOf, senderOf } from './mail-parties.js';
import { declinedNoticeMail, signedNoticeMail } from './mails.js';

/** Tells the sender that a signer signed or declined; queued in the transaction of the act. */
export function handleNotifySender(jobs: Jobs, deps: SigningJobDeps): void {
  const { db } = deps;
  jobs.handle('signature.notify-sender', async ({ requestId, recipientId, event }) => {
    const [request] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
    if (!request) return;
    const sender = await senderOf(db, request);
    const recipients = await recipientsOf(db, requestId);
    const actor = recipients.find((recipient) => recipient.id === recipientId);
    if (!sender || !actor) return;
    const context = await requestMailContext(db, request);
    const signers = recipients.filter((recipient) => recipient.role === 'signer');
    const mail =
      event === 'signed'
        ? signedNoticeMail(
            context,
            sender,
            actor,
            signers.filter((signer) => signer.signedAt).length,
            signers.length,
          )
        : declinedNoticeMail(context, sender, actor);
    await deliver(deps, mail, `${event} notice of request ${requestId}`);
  });
}
