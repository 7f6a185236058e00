import { eq } from 'drizzle-orm';
import { intakeRequests } from '../../../db/schema.js';
import { writeAudit } from '../../../lib/audit.js';
import { conflict } from '../../../lib/errors.js';
import { hashToken, newToken } from '../../../lib/tokens.js';
import type { ServiceContext } from '../../auth/context.js';
import { findDocument } from '../../documents/scope.js';
import type { IntakeDeps } from '../deps.js';
import { intakeLinkMail, sendLinkMail } from '../emails.js';
import { firmName } from '../firm-name.js';
import { ALREADY_CANCELLED, ALREADY_SUBMITTED } from '../messages.js';
import { presentIntakeRequest } from '../presenter.js';
import { creatorOf, findIntakeRequest } from '../scope.js';

/**
 * `POST /docs/documents/{id}/intake/{rid}/resend`: mails the client a new link, which replaces the
 * old one (its hash is overwritten: the old link is then unknown, 404), and gives the request its
 * first span of time again from now. An expired request may be sent again; the client's saved
 * answers are kept. Mailed inside the transaction, as the first link is.
 */
export async function resendIntakeRequest(
  deps: IntakeDeps,
  ctx: ServiceContext,
  documentId: string,
  requestId: string,
) {
  const row = await deps.db.transaction(async (tx) => {
    await findDocument(tx, ctx, documentId);
    const request = await findIntakeRequest(tx, ctx, documentId, requestId, { lock: true });
    if (request.status === 'submitted') throw conflict(ALREADY_SUBMITTED);
    if (request.status === 'cancelled') throw conflict(ALREADY_CANCELLED);
    const span = request.expiresAt.getTime() - request.lastSentAt.getTime();
    const now = deps.now();
    const token = newToken();
    const [resent] = await tx
      .update(intakeRequests)
      .set({
        tokenHash: hashToken(token),
        lastSentAt: new Date(now),
        expiresAt: new Date(now + span),
        updatedAt: new Date(),
      })
      .where(eq(intakeRequests.id, request.id))
      .returning();
    await writeAudit(tx, ctx.meta, {
      orgId: ctx.user.orgId,
      userId: ctx.user.id,
      action: 'intake.resent',
      targetType: 'document',
      targetId: documentId,
      details: { request_id: request.id, email: request.email },
    });
    const firm = await firmName(tx, ctx.user.orgId);
    await sendLinkMail(
      deps.mailer,
      intakeLinkMail(resent!, firm, { token, publicUrl: deps.publicUrl, resent: true }),
    );
    return resent!;
  });
  return presentIntakeRequest(row, await creatorOf(deps.db, row), deps.now());
}
