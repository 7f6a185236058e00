import type { CreateIntakeInput } from '@lexdraft/contract';
import { intakeRequests } from '../../../db/schema.js';
import { writeAudit } from '../../../lib/audit.js';
import { HttpError } from '../../../lib/errors.js';
import { hashToken, newToken } from '../../../lib/tokens.js';
import type { ServiceContext } from '../../auth/context.js';
import { findDocument } from '../../documents/scope.js';
import { loadInterview } from '../../interview/load-interview.js';
import type { IntakeDeps } from '../deps.js';
import { intakeLinkMail, sendLinkMail } from '../emails.js';
import { firmName } from '../firm-name.js';
import { TEMPLATES_CANNOT_REQUEST, unknownQuestions } from '../messages.js';
import { presentIntakeRequest } from '../presenter.js';
import { creatorOf } from '../scope.js';

const DAY_MS = 86_400_000;

/**
 * `POST /docs/documents/{id}/intake`: stores the request with the hash of a new link's token and
 * mails the client the link, in one transaction: a mail server that does not take the mail leaves
 * no request behind, and the token itself is never stored.
 */
export async function createIntakeRequest(
  deps: IntakeDeps,
  ctx: ServiceContext,
  documentId: string,
  input: CreateIntakeInput,
) {
  const row = await deps.db.transaction(async (tx) => {
    const document = await findDocument(tx, ctx, documentId);
    if (document.isTemplate) throw new HttpError(422, TEMPLATES_CANNOT_REQUEST);
    const questions = await loadInterview(tx, ctx, document);
    const known = new Set(questions.map((question) => question.id));
    const unknown = [...new Set(input.fields)].filter((id) => !known.has(id));
    if (unknown.length > 0) throw new HttpError(422, unknownQuestions(unknown));
    const asked = new Set(input.fields);
    const token = newToken();
    const now = deps.now();
    const [created] = await tx
      .insert(intakeRequests)
      .values({
        orgId: ctx.user.orgId,
        documentId: document.id,
        createdBy: ctx.user.id,
        email: input.email,
        name: input.name,
        // In interview order, whatever order the sender picked them in.
        fields: questions.filter((question) => asked.has(question.id)).map((question) => question.id),
        message: input.message,
        tokenHash: hashToken(token),
        status: 'sent',
        expiresAt: new Date(now + input.expires_in_days * DAY_MS),
        lastSentAt: new Date(now),
      })
      .returning();
    const request = created!;
    await writeAudit(tx, ctx.meta, {
      orgId: ctx.user.orgId,
      userId: ctx.user.id,
      action: 'intake.sent',
      targetType: 'document',
      targetId: document.id,
      details: { request_id: request.id, email: request.email, fields: request.fields.length },
    });
    const firm = await firmName(tx, ctx.user.orgId);
    await sendLinkMail(
      deps.mailer,
      intakeLinkMail(request, firm, { token, publicUrl: deps.publicUrl, resent: false }),
    );
    return request;
  });
  return presentIntakeRequest(row, await creatorOf(deps.db, row), deps.now());
}
