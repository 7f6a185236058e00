import type { InterviewQuestion } from '@lexdraft/core';
import type { Db } from '../../../db/client.js';
import type { ServiceContext } from '../../auth/context.js';
import { findDocument } from '../../documents/scope.js';
import { loadInterview } from '../../interview/load-interview.js';
import type { IntakeRow } from '../status.js';

/**
 * The questions the client is asked: the document's current interview, kept to the request's
 * fields, in interview order. A question the document no longer asks is left out.
 */
export async function chosenQuestions(db: Db, ctx: ServiceContext, request: IntakeRow) {
  const document = await findDocument(db, ctx, request.documentId);
  const asked = new Set(request.fields);
  const questions: InterviewQuestion[] = (await loadInterview(db, ctx, document)).filter((question) =>
    asked.has(question.id),
  );
  return { document, questions };
}
