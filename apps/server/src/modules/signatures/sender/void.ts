import { DOC_STATUS_VOIDED } from '@lexdraft/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { documents, signatureRequests } from '../../../db/schema.js';
import { conflict } from '../../../lib/errors.js';
import type { Jobs } from '../../../lib/jobs.js';
import type { ServiceContext } from '../../auth/context.js';
import { findDocument } from '../../documents/scope.js';
import { auditDocument } from '../../documents/service.js';
import { recordEvents } from '../events.js';
import { presentSignatureStatus } from '../presenter.js';
import { openRequest, type SignatureRequestRow } from '../requests.js';
import type { SigningDeps } from './deps.js';
import { NOTHING_OPEN } from './messages.js';

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
