import type { SignatureStatus } from '@lexdraft/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signatureEvents, signatureRecipients, users } from '../../db/schema.js';
import type { ServiceContext } from '../auth/context.js';
import { type SignatureRequestRow, shownStatus } from './requests.js';
import { signedPdfWithheld } from './sensitive-pdf.js';

// A request as GET .../signature-status answers it (the contract's signatureStatus): the fields
// listed here leave the server, and nothing else of the rows (no token or code hashes, no signature
// images).

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The request with its recipients in signing order and its events in time order. */
export async function presentSignatureStatus(
  db: Db,
  ctx: ServiceContext,
  request: SignatureRequestRow,
): Promise<SignatureStatus> {
  const [recipients, events, [sender], withheld] = await Promise.all([
    db
      .select()
      .from(signatureRecipients)
      .where(eq(signatureRecipients.requestId, request.id))
      .orderBy(asc(signatureRecipients.sortOrder), asc(signatureRecipients.email)),
    db
      .select({
        type: signatureEvents.type,
        at: signatureEvents.at,
        ip: signatureEvents.ip,
        userAgent: signatureEvents.userAgent,
        detail: signatureEvents.detail,
        recipientEmail: signatureRecipients.email,
      })
      .from(signatureEvents)
      .leftJoin(signatureRecipients, eq(signatureRecipients.id, signatureEvents.recipientId))
      .where(eq(signatureEvents.requestId, request.id))
      .orderBy(asc(signatureEvents.at), asc(signatureEvents.id)),
    request.sentBy
      ? db
          .select({ id: users.id, name: users.fullName, email: users.email })
          .from(users)
          .where(eq(users.id, request.sentBy))
      : Promise.resolve([]),
    signedPdfWithheld(db, ctx, request),
  ]);
  return {
    id: request.id,
    document_id: request.documentId,
    status: shownStatus(request),
    provider: request.provider,
    sent_at: request.sentAt.toISOString(),
    completed_at: iso(request.completedAt),
    expires_at: request.expiresAt.toISOString(),
    voided_at: iso(request.voidedAt),
    void_reason: request.voidReason,
    version: request.version,
    document_sha256: request.documentSha256,
    sequential: request.sequential,
    access_code: request.accessCode,
    message: request.message,
    // A sender whose account was removed since is named as such.
    sent_by: sender ?? { id: '', name: 'Former user', email: '' },
    recipients: recipients.map((recipient) => ({
      id: recipient.id,
      name: recipient.name,
      email: recipient.email,
      role: recipient.role,
      order: recipient.sortOrder,
      status: recipient.status,
      viewed_at: iso(recipient.viewedAt),
      signed_at: iso(recipient.signedAt),
      declined_at: iso(recipient.declinedAt),
      decline_reason: recipient.declineReason,
    })),
    events: events.map((event) => ({
      type: event.type,
      at: event.at.toISOString(),
      recipient_email: event.recipientEmail,
      ip: event.ip,
      user_agent: event.userAgent,
      detail: event.detail,
    })),
    signed_pdf_available: request.status === 'completed' && request.signedPdfKey !== null,
    signed_pdf_withheld: withheld,
  };
}
