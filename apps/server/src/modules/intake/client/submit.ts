import type { IntakeAnswersInput } from '@lexdraft/contract';
import {
  answerErrors,
  type InterviewAnswerError,
  type InterviewQuestion,
  isQuestionShown,
  keptAnswers,
  stringMap,
} from '@lexdraft/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { intakeRequests } from '../../../db/schema.js';
import { writeAudit } from '../../../lib/audit.js';
import { HttpError } from '../../../lib/errors.js';
import type { RequestMeta } from '../../../lib/request-meta.js';
import type { ServiceContext } from '../../auth/context.js';
import { type Content, changeContent, readContent } from '../../merge-fields/document-content.js';
import { listValuesOf } from '../../merge-fields/list-values.js';
import { recordChanges } from '../../merge-fields/value-sources.js';
import type { IntakeDeps } from '../deps.js';
import { ANSWERS_RECEIVED_JOB } from '../jobs/answers-received.js';
import { ANSWERS_INCOMPLETE } from '../messages.js';
import type { IntakeRow } from '../status.js';
import { mergedAnswers } from './answers.js';
import { actOnOpenRequest } from './open-request-act.js';

/** A submit whose answers are incomplete or not valid: 422 `{ detail, errors }`. */
export class AnswersRefused extends HttpError {
  constructor(readonly errors: InterviewAnswerError[]) {
    super(422, ANSWERS_INCOMPLETE);
  }
}

type Answers = ReturnType<typeof mergedAnswers>;

/**
 * The questions the client had to answer: a condition may read a field the client was not asked,
 * so it is evaluated over the document's current values with the client's answers over them. The
 * questions shown are then checked against the client's answers alone.
 */
function askedQuestions(questions: InterviewQuestion[], content: Content, answers: Answers) {
  const known = { ...stringMap(content.merge_field_values), ...answers.answers };
  return questions
    .filter((question) => isQuestionShown(question, known))
    .map((question) => ({ ...question, shown_if: null }));
}

/** Writes the kept answers as the document's values, through the merge-field saves' one path. */
async function writeValues(tx: Db, ctx: ServiceContext, row: IntakeRow, kept: Answers) {
  const by = { name: row.name, email: row.email };
  const { answers, lists } = kept;
  if (Object.keys(answers).length > 0) {
    const valuesOf = (content: Content) => stringMap(content.merge_field_values);
    await changeContent(tx, ctx, {
      documentId: row.documentId,
      part: 'merge_field_values',
      fields: Object.keys(answers).length,
      change: (content) => ({ ...content, merge_field_values: { ...valuesOf(content), ...answers } }),
      written: () => Object.keys(answers),
      afterChange: (inner, before, after) =>
        recordChanges(inner, ctx, row.documentId, {
          keys: Object.keys(answers),
          before: (key) => valuesOf(before)[key],
          after: (key) => valuesOf(after)[key],
          source: (fieldId) => ({ fieldId, source: 'client', by }),
        }),
    });
  }
  if (Object.keys(lists).length > 0) {
    await changeContent(tx, ctx, {
      documentId: row.documentId,
      part: 'list_values',
      fields: Object.keys(lists).length,
      change: (content) => ({
        ...content,
        list_values: { ...Object.fromEntries(listValuesOf(content)), ...lists },
      }),
      written: () => Object.keys(lists),
    });
  }
}

/**
 * `POST /api/intake/{token}/submit`: the answers (sent, merged over those saved) become the
 * document's values with provenance `client`, in one transaction with the request marked submitted
 * and its audit row; the sender's notice is a job queued in it. The request's row is held
 * throughout, so that of two submits at once the second finds it submitted (410).
 */
export function submitIntake(deps: IntakeDeps, token: string, sent: IntakeAnswersInput, meta: RequestMeta) {
  return actOnOpenRequest(deps, token, meta, async (tx, { row, ctx, questions, now }) => {
    const answers = mergedAnswers(row, sent);
    const asked = askedQuestions(questions, await readContent(tx, ctx, row.documentId), answers);
    const errors = answerErrors(asked, answers.answers, answers.lists);
    if (errors.length > 0) throw new AnswersRefused(errors);
    await writeValues(tx, ctx, row, keptAnswers(asked, answers.answers, answers.lists));
    const [submitted] = await tx
      .update(intakeRequests)
      .set({ ...answers, status: 'submitted', submittedAt: new Date(now), updatedAt: new Date() })
      .where(eq(intakeRequests.id, row.id))
      .returning();
    await writeAudit(tx, meta, {
      orgId: row.orgId,
      userId: null,
      action: 'intake.submitted',
      targetType: 'document',
      targetId: row.documentId,
      details: { request_id: row.id },
    });
    await deps.jobs.enqueue(ANSWERS_RECEIVED_JOB, { requestId: row.id }, { db: tx });
    return submitted!;
  });
}
