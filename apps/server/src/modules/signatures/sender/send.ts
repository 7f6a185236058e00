import { randomUUID } from 'node:crypto';
import type { SignatureStatus, sendForSignatureBody } from '@lexdraft/contract';
import { DAY_IN_MS, DOC_STATUS_SENT, SIGNATURE_PROVIDERS } from '@lexdraft/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { documents, signatureRecipients, signatureRequests } from '../../../db/schema.js';
import { conflict, HttpError } from '../../../lib/errors.js';
import type { ServiceContext } from '../../auth/context.js';
import { findDocument } from '../../documents/scope.js';
import { auditDocument } from '../../documents/service.js';
import { refuseWhenSigned } from '../../documents/signed-document.js';
import { sendRequestMails } from '../emails.js';
import { recordEvents } from '../events.js';
import { freezeCurrentVersion } from '../freeze.js';
import { scheduleReminders } from '../jobs/remind.js';
import { presentSignatureStatus } from '../presenter.js';
import { openRequest } from '../requests.js';
import { prepareSigningMails, signersToEmailFirst } from '../signing-mails.js';
import type { SigningDeps } from './deps.js';
import {
  ALREADY_OUT,
  CHANGED_WHILE_SENDING,
  fieldWithoutSigner,
  NOTHING_TO_SIGN,
  TEMPLATE_NOT_SENDABLE,
  unsupportedProvider,
} from './messages.js';

export type SendInput = z.output<typeof sendForSignatureBody>;

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
