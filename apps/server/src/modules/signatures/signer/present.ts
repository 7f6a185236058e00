import type { SigningSession } from '@lexdraft/contract';
import { SIGNING_CONSENT_DISCLOSURE, SIGNING_CONSENT_VERSION } from '@lexdraft/core';
import type { Db } from '../../../db/client.js';
import { requestMailContext } from '../emails.js';
import { signersInOrder } from '../requests.js';
import { codeRequired, type Link } from './link.js';

/** What the signing page shows of its own recipient's request. */
export async function presentSession(db: Db, link: Link): Promise<SigningSession> {
  const { request, recipient } = link;
  const names = await requestMailContext(db, request);
  const signerNumber =
    recipient.role === 'signer'
      ? (await signersInOrder(db, request.id)).findIndex((signer) => signer.id === recipient.id) + 1
      : 0;
  return {
    document_name: names.documentName,
    firm_name: names.firmName,
    sender_name: names.senderName,
    message: request.message,
    recipient: {
      name: recipient.name,
      email: recipient.email,
      role: recipient.role,
      status: recipient.status,
    },
    expires_at: request.expiresAt.toISOString(),
    access_code_required: codeRequired(link),
    access_code_verified: recipient.codeVerifiedAt !== null,
    consent: {
      version: SIGNING_CONSENT_VERSION,
      disclosure: SIGNING_CONSENT_DISCLOSURE,
      given_at: recipient.consentedAt?.toISOString() ?? null,
    },
    document_sha256: request.documentSha256,
    page_count: request.pageCount,
    signature_fields: request.signatureFields
      .filter((field) => field.signer === signerNumber)
      .map(({ page, x, y, width, height }) => ({ page, x, y, width, height })),
  };
}
