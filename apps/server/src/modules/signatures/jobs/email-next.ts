import { eq } from 'drizzle-orm';
import { signatureRequests } from '../../../db/schema.js';
import type { Jobs } from '../../../lib/jobs.js';
import { expireOverdue, signersInOrder } from '../requests.js';
import { prepareSigningMails } from '../signing-mails.js';
import type { SigningJobDeps } from './deps.js';
import { deliver, lockedRequest } from './mail-parties.js';

/** Emails the signers whose turn has come in a sequential request. */
export function handleEmailNext(jobs: Jobs, deps: SigningJobDeps): void {
  const { db } = deps;
  jobs.handle('signature.email-next', async ({ requestId }) => {
    await db.transaction(async (tx) => {
      await expireOverdue(tx, eq(signatureRequests.id, requestId));
      const request = await lockedRequest(tx, requestId);
      if (!request || (request.status !== 'sent' && request.status !== 'partially_signed')) return;
      const waiting = (await signersInOrder(tx, requestId)).filter(
        (signer) => !signer.signedAt && !signer.declinedAt,
      );
      if (waiting.length === 0) return;
      const step = Math.min(...waiting.map((signer) => signer.sortOrder));
      // Those of this step not emailed yet: a second run finds them emailed and sends nothing.
      const due = waiting.filter((signer) => signer.sortOrder === step && !signer.emailedAt);
      const mails = await prepareSigningMails(tx, deps.publicUrl, request, due, {
        meta: null,
        reminder: false,
      });
      for (const mail of mails) await deliver(deps, mail, `signing link of request ${requestId}`);
    });
  });
}
