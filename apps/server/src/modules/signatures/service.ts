import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { SendForSignatureBody, SignatureStatus, sendForSignatureBody } from '@lexdraft/contract';
import { DAY_IN_MS, DOC_STATUS_SENT, DOC_STATUS_VOIDED, SIGNATURE_PROVIDERS } from '@lexdraft/core';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { documents, signatureRecipients, signatureRequests } from '../../db/schema.js';
import { conflict, HttpError } from '../../lib/errors.js';
import type { Jobs } from '../../lib/jobs.js';
import type { Mailer } from '../../lib/mail.js';
import type { ObjectStorage } from '../../lib/storage/object-storage.js';
import { nameWithExtension, safeDisplayName } from '../assets/file-name.js';
import type { ServiceContext } from '../auth/context.js';
import { findDocument } from '../documents/scope.js';
import { auditDocument } from '../documents/service.js';
import { refuseWhenSigned } from '../documents/signed-document.js';
import type { Renderer } from '../export/renderers.js';
import { sendRequestMails } from './emails.js';
import { recordEvents } from './events.js';
import { freezeCurrentVersion } from './freeze.js';
import { presentSignatureStatus } from './presenter.js';
import {
  latestRequest,
  latestSignedRequest,
  openRequest,
  type SignatureRequestRow,
  shownStatus,
} from './requests.js';
import { SIGNED_PDF_SENSITIVE, signedPdfWithheld } from './sensitive-pdf.js';
import { scheduleReminders } from './signing-jobs.js';
import { prepareSigningMails, signersToEmailFirst } from './signing-mails.js';

// The sender's side of a signature request (docs/signing.md): send, read the status, void, remind,
// download the sealed PDF. Each write runs in one transaction with its events and audit row.

export type SigningDeps = {
  db: Db;
  mailer: Mailer;
  storage: ObjectStorage;
  jobs: Jobs;
  /** Where links in mail point: PUBLIC_URL. */
  publicUrl: string;
  /** The PDF export's renderer, on the app's printer. */
  renderPdf: Renderer;
};

export type SendInput = z.output<typeof sendForSignatureBody>;
export type { SendForSignatureBody };

export const unsupportedProvider = (provider: string) =>
  `"${provider}" is not a signature provider this app supports. Supported: ${SIGNATURE_PROVIDERS.join(', ')}.`;
export const TEMPLATE_NOT_SENDABLE =
  'A template cannot be sent for signature. Create a document from it and send that.';
export const NOTHING_TO_SIGN = 'This document has no content to sign yet. Save it first.';
export const ALREADY_OUT =
  'This document is already out for signature. Void that request before sending it again.';
export const CHANGED_WHILE_SENDING =
  'This document was saved while it was being prepared for signature. Send it again to sign the latest version.';
export const fieldWithoutSigner = (field: number, signers: number) =>
  `This document has a Signature field for signer ${field}, but ${signers === 1 ? 'only 1 signer is' : `only ${signers} signers are`} listed. Add signers, or remove the field.`;
export const NEVER_SENT = 'This document has not been sent for signature.';
export const NOTHING_OPEN = 'This document has no open signature request.';
export const NOBODY_TO_REMIND = 'No signer is waiting to be reminded.';
export const NOT_SIGNED_YET = 'The signed PDF is available once every signer has signed.';
export const STILL_SEALING = 'The signed PDF is being sealed; try again in a few seconds.';
/** Seconds a caller is asked to wait (Retry-After) for a PDF that is being sealed. */
export const SEALING_RETRY_AFTER_SECONDS = 5;

/** Where a request's frozen PDF is stored: outside assets/, which the asset sweep looks after. */
export const frozenPdfKey = (orgId: string, requestId: string) => `signatures/${orgId}/${requestId}/sent.pdf`;

/**
 * Sends the document's current version for signature: freezes its PDF, records the request, its
 * recipients and a `sent` event, marks the document Sent, and emails each signer whose turn it is.
 */
export async function sendForSignature(
  deps: SigningDeps,
  ctx: ServiceContext,
  documentId: string,
  input: SendInput,
): Promise<SignatureStatus> {
  const { db, storage } = deps;
  if (!(SIGNATURE_PROVIDERS as readonly string[]).includes(input.provider)) {
    throw new HttpError(422, unsupportedProvider(input.provider));
  }
  const document = await findDocument(db, ctx, documentId);
  if (document.isTemplate) throw new HttpError(422, TEMPLATE_NOT_SENDABLE);
  if (document.currentVersion === 0) throw new HttpError(422, NOTHING_TO_SIGN);
  if (await openRequest(db, ctx, documentId)) throw conflict(ALREADY_OUT);
  await refuseWhenSigned(db, documentId);

  const frozen = await freezeCurrentVersion(db, ctx, storage, documentId, deps.renderPdf);
  // Signer N signs field N: a field no listed signer would sign is refused rather than left empty.
  const signers = input.recipients.filter((recipient) => recipient.role === 'signer').length;
  const unsigned = Math.max(0, ...frozen.signatureFields.map((field) => field.signer));
  if (unsigned > signers) throw new HttpError(422, fieldWithoutSigner(unsigned, signers));
  const requestId = randomUUID();
  const key = frozenPdfKey(ctx.user.orgId, requestId);
  const staged = await storage.stage(key, frozen.bytes, 'application/pdf');
  let placed = false;
  try {
    const request = await db.transaction(async (tx) => {
      const current = await findDocument(tx, ctx, documentId, { lock: true });
      if (current.currentVersion !== document.currentVersion) throw conflict(CHANGED_WHILE_SENDING);
      if (await openRequest(tx, ctx, documentId, { lock: true })) throw conflict(ALREADY_OUT);
      await refuseWhenSigned(tx, documentId);
      const [request] = await tx
        .insert(signatureRequests)
        .values({
          id: requestId,
          orgId: ctx.user.orgId,
          documentId,
          version: current.currentVersion,
          provider: input.provider,
          status: 'sent',
          message: input.message || null,
          sequential: input.sequential,
          accessCode: input.access_code,
          sentBy: ctx.user.id,
          expiresAt: new Date(Date.now() + input.expires_in_days * DAY_IN_MS),
          frozenPdfKey: key,
          documentSha256: frozen.sha256,
          pageCount: frozen.pageCount,
          signatureFields: frozen.signatureFields,
        })
        .returning();
      const recipients = await tx
        .insert(signatureRecipients)
        .values(
          input.recipients.map((recipient, index) => ({
            orgId: ctx.user.orgId,
            requestId,
            name: recipient.name,
            email: recipient.email,
            role: recipient.role,
            sortOrder: recipient.order ?? index + 1,
          })),
        )
        .returning();
      await recordEvents(tx, [
        {
          orgId: ctx.user.orgId,
          requestId,
          type: 'sent',
          meta: ctx.meta,
          detail: `${recipients.length} recipient${recipients.length === 1 ? '' : 's'}`,
        },
      ]);
      const mails = await prepareSigningMails(
        tx,
        deps.publicUrl,
        request!,
        signersToEmailFirst(request!, recipients),
        { meta: ctx.meta, reminder: false },
      );
      await tx.update(documents).set({ docStatus: DOC_STATUS_SENT }).where(eq(documents.id, documentId));
      await auditDocument(tx, ctx, 'document.sent_for_signature', documentId, {
        request_id: requestId,
        version: current.currentVersion,
        recipients: recipients.length,
      });
      // A request past its time is expired on every read; the job makes it so without one.
      await deps.jobs.enqueue('signature.expire', { requestId }, { db: tx, startAfter: request!.expiresAt });
      // Reminders every few days to whoever has not signed, and the expiry notice at the end.
      await scheduleReminders(deps.jobs, tx, request!);
      await staged.place();
      placed = true;
      await sendRequestMails(deps.mailer, mails);
      return request!;
    });
    return await presentSignatureStatus(db, ctx, request);
  } catch (error) {
    await staged.discard().catch(() => {});
    if (placed && !(await unsafeIsRequestStored(db, requestId))) await storage.delete(key).catch(() => {});
    // Two sends at once: the one-open-request index refused the second.
    if (isUniqueViolation(error)) throw conflict(ALREADY_OUT);
    throw error;
  }
}

/** Whether the request's row is there (its commit went through after all); when unsure, it is. */
async function unsafeIsRequestStored(db: Db, requestId: string): Promise<boolean> {
  try {
    const rows = await db
      .select({ id: signatureRequests.id })
      .from(signatureRequests)
      .where(eq(signatureRequests.id, requestId));
    return rows.length > 0;
  } catch {
    return true;
  }
}

/** The document's latest request as the status screen shows it. */
export async function getSignatureStatus(db: Db, ctx: ServiceContext, documentId: string) {
  await findDocument(db, ctx, documentId);
  const request = await latestRequest(db, ctx, documentId);
  if (!request) throw new HttpError(404, NEVER_SENT);
  return presentSignatureStatus(db, ctx, request);
}

/**
 * Voids an open request in the caller's transaction: the request, the document (Voided), a
 * `voided` event and an audit row; the recipients who were emailed are told by a job, so that
 * voiding never waits on (or fails with) the mail server.
 */
export async function voidOpenRequest(
  tx: Db,
  jobs: Jobs,
  ctx: ServiceContext,
  request: SignatureRequestRow,
  reason: string,
): Promise<SignatureRequestRow> {
  const [voided] = await tx
    .update(signatureRequests)
    .set({ status: 'voided', voidedAt: new Date(), voidReason: reason, updatedAt: new Date() })
    .where(eq(signatureRequests.id, request.id))
    .returning();
  await tx
    .update(documents)
    .set({ docStatus: DOC_STATUS_VOIDED })
    .where(eq(documents.id, request.documentId));
  await recordEvents(tx, [
    { orgId: request.orgId, requestId: request.id, type: 'voided', meta: ctx.meta, detail: reason },
  ]);
  await auditDocument(tx, ctx, 'document.signature_voided', request.documentId, { request_id: request.id });
  await jobs.enqueue('signature.notify-voided', { requestId: request.id }, { db: tx });
  return voided!;
}

/** Voids the document's open request, with the sender's reason. */
export async function voidSignatureRequest(
  deps: Pick<SigningDeps, 'db' | 'jobs'>,
  ctx: ServiceContext,
  documentId: string,
  reason: string,
) {
  const request = await deps.db.transaction(async (tx) => {
    await findDocument(tx, ctx, documentId, { lock: true });
    const open = await openRequest(tx, ctx, documentId, { lock: true });
    if (!open) throw conflict(NOTHING_OPEN);
    return voidOpenRequest(tx, deps.jobs, ctx, open, reason);
  });
  return presentSignatureStatus(deps.db, ctx, request);
}

/** Emails again, each with a new link, the signers whose turn it is and who have not signed. */
export async function remindSigners(deps: SigningDeps, ctx: ServiceContext, documentId: string) {
  const request = await deps.db.transaction(async (tx) => {
    await findDocument(tx, ctx, documentId, { lock: true });
    const open = await openRequest(tx, ctx, documentId, { lock: true });
    if (!open) throw conflict(NOTHING_OPEN);
    // Whose turn it is: the signers emailed already (in a sequential request, the current step).
    // A link locked by wrong access codes stays locked; reminding its signer would not help.
    const waiting = await tx
      .select()
      .from(signatureRecipients)
      .where(
        and(
          eq(signatureRecipients.requestId, open.id),
          eq(signatureRecipients.role, 'signer'),
          isNotNull(signatureRecipients.emailedAt),
          isNull(signatureRecipients.signedAt),
          isNull(signatureRecipients.declinedAt),
          isNull(signatureRecipients.lockedAt),
        ),
      );
    if (waiting.length === 0) throw conflict(NOBODY_TO_REMIND);
    const mails = await prepareSigningMails(tx, deps.publicUrl, open, waiting, {
      meta: ctx.meta,
      reminder: true,
    });
    await sendRequestMails(deps.mailer, mails);
    return open;
  });
  return presentSignatureStatus(deps.db, ctx, request);
}

/** The signed PDF, or word that it is still being sealed (every signer signed; the job has not stored it). */
export type SignedPdf =
  | { sealing: false; stream: Readable; size: number; fileName: string }
  | { sealing: true };

/**
 * The sealed PDF of the document's latest completed request, named after the document. A completed
 * request keeps it whatever happens to the document (or a later request) afterwards.
 */
export async function readSignedPdf(
  deps: Pick<SigningDeps, 'db' | 'storage'>,
  ctx: ServiceContext,
  documentId: string,
): Promise<SignedPdf> {
  const document = await findDocument(deps.db, ctx, documentId);
  const signed = await latestSignedRequest(deps.db, ctx, documentId);
  if (!signed?.signedPdfKey) {
    const latest = await latestRequest(deps.db, ctx, documentId);
    if (!latest) throw new HttpError(404, NEVER_SENT);
    if (shownStatus(latest) !== 'sealing') throw conflict(NOT_SIGNED_YET);
    // Not "wait" to a caller who will be refused the file once it is there.
    if (await signedPdfWithheld(deps.db, ctx, latest)) throw new HttpError(403, SIGNED_PDF_SENSITIVE);
    return { sealing: true };
  }
  if (await signedPdfWithheld(deps.db, ctx, signed)) throw new HttpError(403, SIGNED_PDF_SENSITIVE);
  // Streamed: a sealed PDF with its images and certificate page can be large.
  const stored = await deps.storage.getStream(signed.signedPdfKey);
  if (!stored) throw new Error(`The sealed PDF of signature request ${signed.id} is not in storage`);
  const name = safeDisplayName(document.name, 'document');
  return {
    sealing: false,
    stream: stored.stream,
    size: stored.size,
    fileName: nameWithExtension(`${name} (signed)`, 'pdf'),
  };
}
