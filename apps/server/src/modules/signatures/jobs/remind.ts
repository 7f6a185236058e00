import { SIGNATURE_REMINDER_INTERVAL_MS } from '@lexdraft/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { signatureRequests } from '../../../db/schema.js';
import type { Jobs } from '../../../lib/jobs.js';
import { requestMailContext } from '../emails.js';
import { expireOverdue, type RecipientRow, type SignatureRequestRow, signersInOrder } from '../requests.js';
import { prepareSigningMails } from '../signing-mails.js';
import type { SigningJobDeps } from './deps.js';
import { deliver, emailOnce, lockedRequest, recipientsOf, senderOf } from './mail-parties.js';
import { EXPIRY_NOTICE, EXPIRY_NOTICE_TO_SENDER, expiredMail } from './mails.js';

/**
 * Queues the request's first reminder, one interval after it was sent. The send calls it in its
 * transaction; each reminder then queues the next, and the last one runs at expiry.
 */
export async function scheduleReminders(
  jobs: Jobs,
  tx: Db,
  request: Pick<SignatureRequestRow, 'id' | 'sentAt' | 'expiresAt'>,
): Promise<void> {
  const first = new Date(
    Math.min(request.sentAt.getTime() + SIGNATURE_REMINDER_INTERVAL_MS, request.expiresAt.getTime()),
  );
  await jobs.enqueue('signature.remind', { requestId: request.id }, { db: tx, startAfter: first });
}

async function tellExpired(deps: SigningJobDeps, requestId: string): Promise<void> {
  const { db } = deps;
  const [request] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
  if (!request) return;
  const emailed = (await recipientsOf(db, requestId)).filter((recipient) => recipient.emailedAt);
  const sender = await senderOf(db, request);
  await emailOnce(
    deps,
    requestId,
    [...emailed, ...(sender ? [sender] : [])],
    (party) => (party.id ? EXPIRY_NOTICE : EXPIRY_NOTICE_TO_SENDER),
    async (tx, current, party) => expiredMail(await requestMailContext(tx, current), party),
  );
}

/** Reminds the signers whose turn it is, and queues the next reminder; at expiry, tells everyone. */
export function handleRemind(jobs: Jobs, deps: SigningJobDeps): void {
  const { db } = deps;
  jobs.handle('signature.remind', async ({ requestId }) => {
    const next = await db.transaction(async (tx): Promise<Date | 'expired' | null> => {
      await expireOverdue(tx, eq(signatureRequests.id, requestId));
      const request = await lockedRequest(tx, requestId);
      if (request?.status === 'expired') return 'expired';
      if (!request || (request.status !== 'sent' && request.status !== 'partially_signed')) return null;
      const now = await databaseNow(tx);
      const lastMail = (signer: RecipientRow) => (signer.lastRemindedAt ?? signer.emailedAt)!.getTime();
      // Whose turn it is: the signers emailed and not done. A locked link stays locked.
      const waiting = (await signersInOrder(tx, requestId)).filter(
        (signer) => signer.emailedAt && !signer.signedAt && !signer.declinedAt && !signer.lockedAt,
      );
      const due = waiting.filter(
        (signer) => lastMail(signer) + SIGNATURE_REMINDER_INTERVAL_MS <= now.getTime(),
      );
      const mails = await prepareSigningMails(tx, deps.publicUrl, request, due, {
        meta: null,
        reminder: true,
      });
      for (const mail of mails) await deliver(deps, mail, `reminder of request ${requestId}`);
      const later = waiting
        .filter((signer) => !due.includes(signer))
        .map((signer) => lastMail(signer) + SIGNATURE_REMINDER_INTERVAL_MS);
      const soonest = Math.min(now.getTime() + SIGNATURE_REMINDER_INTERVAL_MS, ...later);
      return new Date(Math.min(soonest, request.expiresAt.getTime()));
    });
    if (next === 'expired') return tellExpired(deps, requestId);
    // The chain goes on while the request is open; its last link runs at expiry and tells everyone.
    if (next) await jobs.enqueue('signature.remind', { requestId }, { startAfter: next });
  });
}

async function databaseNow(tx: Db): Promise<Date> {
  const result = await tx.execute<{ now: Date | string }>(sql`select now() as now`);
  return new Date(result.rows[0]!.now);
}
