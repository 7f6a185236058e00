import { eq } from 'drizzle-orm';
import { intakeRequests } from '../../../db/schema.js';
import type { ServiceContext } from '../../auth/context.js';
import type { IntakeDeps } from '../deps.js';
import { auditRequestChange, changeIntakeRequest } from './change-request.js';

/**
 * `POST /docs/documents/{id}/intake/{rid}/cancel`: the link stops working (410). Submitted answers
 * are the document's values already, so that request cannot be cancelled; cancelling twice is one.
 */
export function cancelIntakeRequest(
  deps: IntakeDeps,
  ctx: ServiceContext,
  documentId: string,
  requestId: string,
) {
  return changeIntakeRequest(deps, ctx, { documentId, requestId }, async (tx, request) => {
    if (request.status === 'cancelled') return request;
    const [cancelled] = await tx
      .update(intakeRequests)
      .set({ status: 'cancelled', cancelledAt: new Date(deps.now()), updatedAt: new Date() })
      .where(eq(intakeRequests.id, request.id))
      .returning();
    await auditRequestChange(tx, ctx, request, 'intake.cancelled', {});
    return cancelled!;
  });
}
