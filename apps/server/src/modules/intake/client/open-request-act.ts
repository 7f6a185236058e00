import type { InterviewQuestion } from '@lexdraft/core';
import type { Db } from '../../../db/client.js';
import type { RequestMeta } from '../../../lib/request-meta.js';
import type { ServiceContext } from '../../auth/context.js';
import type { IntakeDeps } from '../deps.js';
import { firmName } from '../firm-name.js';
import { senderContext } from '../sender-context.js';
import type { IntakeRow } from '../status.js';
import { openRequestOf } from './find.js';
import { presentPublicIntake } from './present.js';
import { chosenQuestions } from './questions.js';

/** What a client's act works on: the link's open request, the context it runs in, its questions. */
type OpenRequest = { row: IntakeRow; ctx: ServiceContext; questions: InterviewQuestion[]; now: number };

/**
 * A client's act on a link (save, submit), in one transaction: the open request is found and its
 * row held, so that of a save, a submit and a cancel at once each is applied before the next or
 * refused after it. `act` writes the request and answers the row, presented as the page shows it.
 */
export function actOnOpenRequest(
  deps: IntakeDeps,
  token: string,
  meta: RequestMeta,
  act: (tx: Db, open: OpenRequest) => Promise<IntakeRow>,
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await openRequestOf(tx, token, now, { lock: true });
    const ctx = await senderContext(tx, row, meta);
    const { questions } = await chosenQuestions(tx, ctx, row);
    const written = await act(tx, { row, ctx, questions, now });
    return presentPublicIntake(written, await firmName(tx, row.orgId), questions, now);
  });
}
