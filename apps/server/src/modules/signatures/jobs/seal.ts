import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { documents, signatureEvents, signatureRequests } from '../../../db/schema.js';
import type { Jobs } from '../../../lib/jobs.js';
import { recordEvents } from '../events.js';
import { type RecipientRow, type SignatureRequestRow, signersInOrder } from '../requests.js';
import { type CertificateRecipient, type SignatureStamp, sealSignedPdf } from '../seal/index.js';
import type { SigningJobDeps } from './deps.js';
import { lockedRequest, recipientsOf } from './mail-parties.js';

// A seal takes seconds, and the sender waits on it (the request shows `sealing`): a run that takes
// longer is taken for a dead instance's and retried, not left for pg-boss's 15-minute default.
const SEAL_EXPIRE_SECONDS = 60;

/** Where a request's sealed PDF is stored, beside the frozen one. */
export const signedPdfKey = (orgId: string, requestId: string) =>
  `signatures/${orgId}/${requestId}/signed.pdf`;

/** Stamps, certifies and digitally signs a completed request's PDF, once; then queues its delivery. */
export function handleSeal(jobs: Jobs, deps: SigningJobDeps): void {
  const { db, log } = deps;
  jobs.handle(
    'signature.seal',
    async ({ requestId }) => {
      // Before the transaction: the shared seal is made under a lock of its own, on another connection.
      const credentials = await deps.credentials();
      const sealed = await db.transaction(async (tx) => {
        const request = await lockedRequest(tx, requestId);
        // Sealed already (this is a retry), or not complete: nothing to do.
        if (request?.status !== 'completed' || request.signedPdfKey) return false;
        const frozen = await deps.storage.get(request.frozenPdfKey);
        if (!frozen) throw new Error(`The frozen PDF of signature request ${requestId} is not in storage`);
        const [document] = await tx
          .select({ name: documents.name })
          .from(documents)
          .where(eq(documents.id, request.documentId));
        const recipients = await recipientsOf(tx, requestId);
        const signers = await signersInOrder(tx, requestId);
        const { pdf, sha256 } = await sealSignedPdf({
          frozenPdf: frozen.bytes,
          // Fields recorded at sending; with none recorded, sealing looks for them in the PDF itself.
          ...(request.signatureFields.length > 0 ? { fields: request.signatureFields } : {}),
          stamps: signers.flatMap((signer, index) => stampOf(signer, index + 1)),
          certificate: {
            documentName: document?.name ?? 'Document',
            documentId: request.documentId,
            requestId,
            documentSha256: request.documentSha256,
            sentAt: request.sentAt,
            completedAt: request.completedAt ?? new Date(),
            recipients: await certificateRecipients(tx, request, recipients),
          },
          credentials,
        });
        const key = signedPdfKey(request.orgId, requestId);
        // A run that dies before committing leaves this object unrecorded; its retry writes it again.
        await deps.storage.put(key, pdf, 'application/pdf');
        await tx
          .update(signatureRequests)
          .set({ signedPdfKey: key, signedPdfSha256: sha256, updatedAt: sql`now()` })
          .where(eq(signatureRequests.id, requestId));
        await recordEvents(tx, [
          {
            orgId: request.orgId,
            requestId,
            type: 'completed',
            meta: null,
            detail: `sealed PDF SHA-256 ${sha256}`,
          },
        ]);
        await jobs.enqueue('signature.deliver', { requestId }, { db: tx });
        return true;
      });
      if (sealed) log.info({ requestId }, 'Signature request sealed');
    },
    { retryLimit: 5, retryDelaySeconds: 15, retryBackoff: true, expireInSeconds: SEAL_EXPIRE_SECONDS },
  );
}

/** A signer's signature as sealing stamps it; none for a signer who has not signed. */
function stampOf(signer: RecipientRow, number: number): SignatureStamp[] {
  if (!signer.signedAt) return [];
  const signature =
    signer.signatureKind === 'drawn' && signer.signatureImage
      ? ({ kind: 'drawn', png: signer.signatureImage } as const)
      : ({ kind: 'typed', text: signer.signatureText ?? signer.name } as const);
  return [{ signer: number, name: signer.name, signedAt: signer.signedAt, signature }];
}

/**
 * Each recipient as the certificate states them. Where they acted from is where they signed; for
 * one who did not sign, the latest of their events that recorded an address.
 */
async function certificateRecipients(
  tx: Db,
  request: SignatureRequestRow,
  recipients: RecipientRow[],
): Promise<CertificateRecipient[]> {
  const events = await tx
    .select()
    .from(signatureEvents)
    .where(eq(signatureEvents.requestId, request.id))
    .orderBy(asc(signatureEvents.at));
  return recipients.map((recipient) => {
    const seen = events.filter((event) => event.recipientId === recipient.id && event.ip).at(-1);
    return {
      name: recipient.name,
      email: recipient.email,
      role: recipient.role,
      status: recipient.status,
      ip: recipient.signIp ?? seen?.ip ?? null,
      userAgent: recipient.signUserAgent ?? seen?.userAgent ?? null,
      openedAt: recipient.openedAt,
      viewedAt: recipient.viewedAt,
      consentedAt: recipient.consentedAt,
      consentVersion: recipient.consentVersion,
      accessCodeRequired: request.accessCode && recipient.role === 'signer',
      codeVerifiedAt: recipient.codeVerifiedAt,
      signedAt: recipient.signedAt,
      signature: stampOf(recipient, 0)[0]?.signature ?? null,
    };
  });
}
