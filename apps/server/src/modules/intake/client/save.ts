import type { IntakeAnswersInput } from '@lexdraft/contract';
import { eq } from 'drizzle-orm';
import { intakeRequests } from '../../../db/schema.js';
import type { RequestMeta } from '../../../lib/request-meta.js';
import type { IntakeDeps } from '../deps.js';
import { mergedAnswers } from './answers.js';
import { actOnOpenRequest } from './open-request-act.js';

/**
 * `PUT /api/intake/{token}/answers`: Save and continue later. The answers stay on the request (the
 * document is not touched until the client submits); the request is then in progress.
 */
export function saveIntakeAnswers(
  deps: IntakeDeps,
  token: string,
  sent: IntakeAnswersInput,
  meta: RequestMeta,
) {
  return actOnOpenRequest(deps, token, meta, async (tx, { row }) => {
    const { answers, lists } = mergedAnswers(row, sent);
    const [saved] = await tx
      .update(intakeRequests)
      .set({ answers, lists, status: 'in_progress', updatedAt: new Date() })
      .where(eq(intakeRequests.id, row.id))
      .returning();
    return saved!;
  });
}
