import { type InterviewQuestion, isRecord } from '@lexdraft/core';
import type { Db } from '../../db/client.js';
import type { documents } from '../../db/schema.js';
import type { ServiceContext } from '../auth/context.js';
import { templateStart } from '../documents/template-layout.js';
import { loadInterview } from '../interview/load-interview.js';

// What a bulk job checks a template's rows against: the template's interview (the questionnaire's
// questions: its fields, their conditions, types and required flags) and the values the template
// holds itself, which each document starts with.

type TemplateRow = typeof documents.$inferSelect;

/** The values stored on the template's current version. */
async function templateValues(db: Db, template: TemplateRow): Promise<Record<string, string>> {
  const { content } = await templateStart(db, template);
  const values = isRecord(content?.merge_field_values) ? content.merge_field_values : {};
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The template's questions for a bulk job, and the values the template itself holds. */
export async function templateQuestions(
  db: Db,
  ctx: ServiceContext,
  template: TemplateRow,
): Promise<{ questions: InterviewQuestion[]; values: Record<string, string> }> {
  const [questions, values] = await Promise.all([
    loadInterview(db, ctx, template),
    templateValues(db, template),
  ]);
  return { questions, values };
}
