import type { InterviewSubmitInput } from '@lexdraft/contract';
import { answerErrors, type InterviewAnswerError, type InterviewLists, keptAnswers } from '@lexdraft/core';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { presentWithLinks } from '../documents/scope.js';
import { entityFieldValues, loadEntity, makeFromTemplate } from '../merge-fields/generate.js';
import { findInterviewTemplate, loadInterview } from './load-interview.js';

// `POST /docs/templates/{id}/interview`: a questionnaire's answers make a document from the
// template, as generate does, with the answers as its values (provenance source `interview`).

export const ANSWERS_REFUSED = 'Please fix the errors before saving';

/** A 422 whose body lists each refused answer beside the detail (contract: answerErrorsBody). */
export class AnswerErrorsError extends HttpError {
  constructor(readonly errors: InterviewAnswerError[]) {
    super(422, ANSWERS_REFUSED);
  }
}

/** The lists sent, without those sent as null (the list-values body allows null to remove one). */
function sentLists(lists: InterviewSubmitInput['lists']): InterviewLists {
  const kept: InterviewLists = {};
  for (const [id, rows] of Object.entries(lists))
    if (rows !== null) kept[id] = rows.map((row) => ({ ...row }));
  return kept;
}

/**
 * Checks the answers against the template's questions (a required one left empty, a value that does
 * not fit its type: 422 and nothing made), drops those of questions not shown, and makes the
 * document in one transaction with its audit row. With an entity chosen, the questions it fills are
 * not asked: the entity fills them.
 */
export async function submitInterview(
  db: Db,
  ctx: ServiceContext,
  templateId: string,
  input: InterviewSubmitInput,
) {
  const template = await findInterviewTemplate(db, ctx, templateId);
  const questions = await loadInterview(db, ctx, template);
  const options = { entityChosen: Boolean(input.entity_id) };
  const lists = sentLists(input.lists);
  // The entity's values decide the conditions that read them (`entity.entity_type == "LLC"`) as
  // the new document will; its own questions are not asked, so none of them is kept as an answer.
  // Read once: the same entity then fills the new document.
  const entity = input.entity_id ? await loadEntity(db, ctx, input.entity_id) : undefined;
  const answers = entity ? { ...entityFieldValues(entity), ...input.answers } : input.answers;
  const errors = answerErrors(questions, answers, lists, options);
  if (errors.length > 0) throw new AnswerErrorsError(errors);
  const kept = keptAnswers(questions, answers, lists, options);
  const { row, version } = await db.transaction((tx) =>
    makeFromTemplate(tx, ctx, template, {
      entityId: input.entity_id,
      entity,
      name: input.name,
      values: kept.answers,
      lists: kept.lists,
      source: 'interview',
      audit: {
        action: 'document.generated_from_interview',
        details: { answers: Object.keys(kept.answers).length, lists: Object.keys(kept.lists).length },
      },
    }),
  );
  return presentWithLinks(db, row, version);
}
