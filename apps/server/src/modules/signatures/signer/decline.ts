import { DOC_STATUS_DECLINED } from '@lexdraft/core';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { documents, signatureRecipients, signatureRequests } from '../../../db/schema.js';
import type { RequestMeta } from '../../../lib/request-meta.js';
import { recordEvents } from '../events.js';
import { event, type SignerDeps, settleExpiry, signerLink } from './link.js';
import type { SigningResult } from './sign.js';

/**
 * POST /api/signing/{token}/decline: the signer refuses, with a reason. The request is declined
 * (no one else can sign it), the document becomes Declined, and the sender is told by a job.
 */
export async function declineDocument(
  { db, jobs }: Pick<SignerDeps, 'db' | 'jobs'>,
  token: string,
  reason: string,
  meta: RequestMeta,
): Promise<SigningResult> {
  await settleExpiry(db, token);

  return db.transaction(async (tx) => {
    const link = await signerLink(tx, token);
    const { request, recipient } = link;
    await tx
      .update(signatureRecipients)
      .set({ status: 'declined', declinedAt: sql`now()`, declineReason: reason })
      .where(eq(signatureRecipients.id, recipient.id));
    await tx
      .update(signatureRequests)
      .set({ status: 'declined', updatedAt: sql`now()` })
      .where(
        and(
          eq(signatureRequests.id, request.id),
          inArray(signatureRequests.status, ['sent', 'partially_signed']),
        ),
      );
    await tx
      .update(documents)
      .set({ docStatus: DOC_STATUS_DECLINED })
      .where(and(eq(documents.id, request.documentId), ne(documents.docStatus, DOC_STATUS_DECLINED)));
    await recordEvents(tx, [event(link, 'declined', meta, reason)]);
    await jobs.enqueue(
      'signature.notify-sender',
      { requestId: request.id, recipientId: recipient.id, event: 'declined' },
      { db: tx },
    );
    return { recipient_status: 'declined', request_status: 'declined' };
  });
}
