import type { SigningSignBody } from '@lexdraft/contract';
import {
  DOC_STATUS_COMPLETED,
  type SignatureRecipientStatus,
  type SignatureRequestStatus,
  type StoredSignatureRequestStatus,
} from '@lexdraft/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { documents, signatureRecipients, signatureRequests } from '../../../db/schema.js';
import { HttpError } from '../../../lib/errors.js';
import type { RequestMeta } from '../../../lib/request-meta.js';
import { recordEvents } from '../events.js';
import { signersInOrder } from '../requests.js';
import { checkDrawnSignature } from './drawn-signature.js';
import { event, gone, type SignerDeps, settleExpiry, signerLink } from './link.js';
import { CONSENT_FIRST, LINK_SIGNED, NOT_YOUR_TURN } from './messages.js';

export type SigningResult = {
  recipient_status: SignatureRecipientStatus;
  request_status: SignatureRequestStatus;
};

/**
 * POST /api/signing/{token}/sign. Needs an open request, the access code when asked, consent and,
 * in a sequential request, every earlier signer's signature. Stores the signature with where it
 * came from, records `signed`, and then the link is used. The last signature completes the request
 * (the document becomes Completed) and queues its sealing; an earlier one in a sequential request
 * queues the mail to the next signer. The sender hears of each signature by a job.
 */
export async function signDocument(
  { db, jobs }: Pick<SignerDeps, 'db' | 'jobs'>,
  token: string,
  body: SigningSignBody,
  meta: RequestMeta,
): Promise<SigningResult> {
  // The drawing is decoded before any row is held.
  const image =
    body.signature.kind === 'drawn'
      ? await checkDrawnSignature(
          Buffer.from(body.signature.image.slice(body.signature.image.indexOf(',') + 1), 'base64'),
        )
      : null;
  await settleExpiry(db, token);

  return db.transaction(async (tx) => {
    const link = await signerLink(tx, token);
    const { request, recipient } = link;
    if (!recipient.consentedAt) throw new HttpError(403, CONSENT_FIRST);
    const signers = await signersInOrder(tx, request.id);
    if (
      request.sequential &&
      signers.some((signer) => signer.sortOrder < recipient.sortOrder && !signer.signedAt)
    )
      throw new HttpError(409, NOT_YOUR_TURN);

    // The condition repeats what the row lock already ensures: one signature per link.
    const [signed] = await tx
      .update(signatureRecipients)
      .set({
        status: 'signed',
        signedAt: sql`now()`,
        signatureKind: body.signature.kind,
        signatureText: body.signature.kind === 'typed' ? body.signature.text : null,
        signatureImage: image,
        signIp: meta.ip,
        signUserAgent: meta.userAgent,
      })
      .where(and(eq(signatureRecipients.id, recipient.id), isNull(signatureRecipients.signedAt)))
      .returning();
    if (!signed) throw gone(LINK_SIGNED);
    await recordEvents(tx, [event(link, 'signed', meta, body.signature.kind)]);

    const waiting = signers.filter((signer) => signer.id !== recipient.id && !signer.signedAt);
    const status: StoredSignatureRequestStatus = waiting.length === 0 ? 'completed' : 'partially_signed';
    await tx
      .update(signatureRequests)
      .set({ status, updatedAt: sql`now()`, ...(status === 'completed' ? { completedAt: sql`now()` } : {}) })
      .where(eq(signatureRequests.id, request.id));
    await jobs.enqueue(
      'signature.notify-sender',
      { requestId: request.id, recipientId: recipient.id, event: 'signed' },
      { db: tx },
    );
    if (status === 'completed') {
      await tx
        .update(documents)
        .set({ docStatus: DOC_STATUS_COMPLETED })
        .where(eq(documents.id, request.documentId));
      await jobs.enqueue('signature.seal', { requestId: request.id }, { db: tx });
    } else if (request.sequential) {
      await jobs.enqueue('signature.email-next', { requestId: request.id }, { db: tx });
    }
    // Its sealed PDF is made by the job just queued: until then the request is sealing.
    return { recipient_status: 'signed', request_status: status === 'completed' ? 'sealing' : status };
  });
}
