import type { IntakeAnswersInput } from '@lexdraft/contract';
import { eq } from 'drizzle-orm';
import { intakeRequests } from '../../../db/schema.js';
import type { RequestMeta } from '../../../lib/request-meta.js';
import type { IntakeDeps } from '../deps.js';
import { firmName } from '../firm-name.js';
import { senderContext } from '../sender-context.js';
import { mergedAnswers } from './answers.js';
import { openRequestOf } from './find.js';
import { presentPublicIntake } from './present.js';
import { chosenQuestions } from './questions.js';

/**
 * `PUT /api/intake/{token}/answers`: Save and continue later. The answers stay on the request (the
 * document is not touched until the client submits); the request is then in progress.
 */
export async function saveIntakeAnswers(
  deps: IntakeDeps,
  token: string,
  sent: IntakeAnswersInput,
  meta: RequestMeta,
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // Held, so that a save racing a submit or a cancel is applied before it or refused after it.
    const row = await openRequestOf(tx, token, now, { lock: true });
    const { answers, lists } = mergedAnswers(row, sent);
    const [saved] = await tx
      .update(intakeRequests)
      .set({ answers, lists, status: 'in_progress', updatedAt: new Date() })
      .where(eq(intakeRequests.id, row.id))
      .returning();
    const ctx = await senderContext(tx, row, meta);
    const { questions } = await chosenQuestions(tx, ctx, row);
    return presentPublicIntake(saved!, await firmName(tx, row.orgId), questions, now);
  });
}
