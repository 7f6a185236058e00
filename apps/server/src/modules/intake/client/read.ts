import type { RequestMeta } from '../../../lib/request-meta.js';
import type { IntakeDeps } from '../deps.js';
import { firmName } from '../firm-name.js';
import { senderContext } from '../sender-context.js';
import { openRequestOf } from './find.js';
import { presentPublicIntake } from './present.js';
import { chosenQuestions } from './questions.js';

/** `GET /api/intake/{token}`: the page of an open request; 404 unknown, 410 no longer open. */
export async function readIntake(deps: IntakeDeps, token: string, meta: RequestMeta) {
  const now = deps.now();
  const row = await openRequestOf(deps.db, token, now);
  const ctx = await senderContext(deps.db, row, meta);
  const { questions } = await chosenQuestions(deps.db, ctx, row);
  return presentPublicIntake(row, await firmName(deps.db, row.orgId), questions, now);
}
