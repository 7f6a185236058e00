import { eq } from 'drizzle-orm';
import { intakeRequests } from '../../../db/schema.js';
import { writeAudit } from '../../../lib/audit.js';
import { conflict } from '../../../lib/errors.js';
import type { ServiceContext } from '../../auth/context.js';
import { findDocument } from '../../documents/scope.js';
import type { IntakeDeps } from '../deps.js';
import { ALREADY_SUBMITTED } from '../messages.js';
import { presentIntakeRequest } from '../presenter.js';
import { creatorOf, findIntakeRequest } from '../scope.js';

/**
 * `POST /docs/documents/{id}/intake/{rid}/cancel`: the link stops working (410). Submitted answers
 * are the document's values already, so that request cannot be cancelled; cancelling twice is one.
 */
export async function cancelIntakeRequest(
  deps: IntakeDeps,
  ctx: ServiceContext,
  documentId: string,
  requestId: string,
) {
  const row = await deps.db.transaction(async (tx) => {
    await findDocument(tx, ctx, documentId);
    // Held, so that a client's submit and this cancel happen one after the other.
    const request = await findIntakeRequest(tx, ctx, documentId, requestId, { lock: true });
    if (request.status === 'submitted') throw conflict(ALREADY_SUBMITTED);
    if (request.status === 'cancelled') return request;
    const [cancelled] = await tx
      .update(intakeRequests)
      .set({ status: 'cancelled', cancelledAt: new Date(deps.now()), updatedAt: new Date() })
      .where(eq(intakeRequests.id, request.id))
      .returning();
    await writeAudit(tx, ctx.meta, {
      orgId: ctx.user.orgId,
      userId: ctx.user.id,
      action: 'intake.cancelled',
      targetType: 'document',
      targetId: documentId,
      details: { request_id: request.id },
    });
    return cancelled!;
  });
  return presentIntakeRequest(row, await creatorOf(deps.db, row), deps.now());
}
