import { eq } from 'drizzle-orm';
import { signatureRequests } from '../../../db/schema.js';
import type { Jobs } from '../../../lib/jobs.js';
import { requestMailContext } from '../emails.js';
import type { SigningJobDeps } from './deps.js';
import { emailOnce, recipientsOf, senderOf } from './mail-parties.js';
import { completedMail, SIGNED_COPY, SIGNED_COPY_TO_SENDER } from './mails.js';

// Delivering mails the sealed PDF to each party in turn: a few mail-server round trips.
const DELIVER_EXPIRE_SECONDS = 180;

/** Emails the sealed PDF to every recipient and the sender, each once. */
export function handleDeliver(jobs: Jobs, deps: SigningJobDeps): void {
  const { db } = deps;
  jobs.handle(
    'signature.deliver',
    async ({ requestId }) => {
      const [request] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
      if (!request?.signedPdfKey) return;
      const stored = await deps.storage.get(request.signedPdfKey);
      if (!stored) throw new Error(`The sealed PDF of signature request ${requestId} is not in storage`);
      const recipients = await recipientsOf(db, requestId);
      const sender = await senderOf(db, request);
      await emailOnce(
        deps,
        requestId,
        [...recipients, ...(sender ? [sender] : [])],
        (party) => (party.id ? SIGNED_COPY : SIGNED_COPY_TO_SENDER),
        async (tx, current, party) =>
          completedMail(await requestMailContext(tx, current), current, party, stored.bytes),
      );
    },
    { expireInSeconds: DELIVER_EXPIRE_SECONDS },
  );
}
