import type { Db } from '../../../db/client.js';
import { writeAudit } from '../../../lib/audit.js';
import { conflict } from '../../../lib/errors.js';
import type { ServiceContext } from '../../auth/context.js';
import { findDocument } from '../../documents/scope.js';
import type { IntakeDeps } from '../deps.js';
import { ALREADY_SUBMITTED } from '../messages.js';
import { presentIntakeRequest } from '../presenter.js';
import { creatorOf, findIntakeRequest } from '../scope.js';
import type { IntakeRow } from '../status.js';

/**
 * A sender's change of one request (cancel, resend), in one transaction: the document and the
 * request are found in the caller's firm, the request's row held so that a client's submit and
 * this change happen one after the other. Submitted answers are the document's values already, so
 * a submitted request is refused. `change` writes the row (and its audit row) and answers it.
 */
export async function changeIntakeRequest(
  deps: IntakeDeps,
  ctx: ServiceContext,
  ids: { documentId: string; requestId: string },
  change: (tx: Db, request: IntakeRow) => Promise<IntakeRow>,
) {
  const row = await deps.db.transaction(async (tx) => {
    await findDocument(tx, ctx, ids.documentId);
    const request = await findIntakeRequest(tx, ctx, ids.documentId, ids.requestId, { lock: true });
    if (request.status === 'submitted') throw conflict(ALREADY_SUBMITTED);
    return change(tx, request);
  });
  return presentIntakeRequest(row, await creatorOf(deps.db, row), deps.now());
}

/** The audit row of a sender's change, on the request's document; ids (and the client's email) only. */
export function auditRequestChange(
  tx: Db,
  ctx: ServiceContext,
  request: IntakeRow,
  action: string,
  details: Record<string, unknown>,
) {
  return writeAudit(tx, ctx.meta, {
    orgId: ctx.user.orgId,
    userId: ctx.user.id,
    action,
    targetType: 'document',
    targetId: request.documentId,
    details: { request_id: request.id, ...details },
  });
}
