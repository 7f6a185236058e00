import { eq } from 'drizzle-orm';
import { intakeRequests } from '../../../db/schema.js';
import { conflict } from '../../../lib/errors.js';
import { hashToken, newToken } from '../../../lib/tokens.js';
import type { ServiceContext } from '../../auth/context.js';
import type { IntakeDeps } from '../deps.js';
import { intakeLinkMail, sendLinkMail } from '../emails.js';
import { firmName } from '../firm-name.js';
import { ALREADY_CANCELLED } from '../messages.js';
import { auditRequestChange, changeIntakeRequest } from './change-request.js';

/**
 * `POST /docs/documents/{id}/intake/{rid}/resend`: mails the client a new link, which replaces the
 * old one (its hash is overwritten: the old link is then unknown, 404), and gives the request its
 * first span of time again from now. An expired request may be sent again; the client's saved
 * answers are kept. Mailed inside the transaction, as the first link is.
 */
export function resendIntakeRequest(
  deps: IntakeDeps,
  ctx: ServiceContext,
  documentId: string,
  requestId: string,
) {
  return changeIntakeRequest(deps, ctx, { documentId, requestId }, async (tx, request) => {
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
    await auditRequestChange(tx, ctx, request, 'intake.resent', { email: request.email });
    const firm = await firmName(tx, ctx.user.orgId);
    await sendLinkMail(
      deps.mailer,
      intakeLinkMail(resent!, firm, { token, publicUrl: deps.publicUrl, resent: true }),
    );
    return resent!;
  });
}
