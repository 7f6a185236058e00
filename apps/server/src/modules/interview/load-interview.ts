import { buildInterview, fieldValue, type InterviewQuestion, type JsonNode } from '@lexdraft/core';
import type { Db } from '../../db/client.js';
import type { documents } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { findDocument } from '../documents/scope.js';
import { loadVersion } from '../export/load-export.js';
import { valueSourcesOf } from '../merge-fields/content-sources.js';
import { listValuesOf } from '../merge-fields/list-values.js';
import { listMergeFieldDefinitions } from '../merge-fields/smart-fields.js';

// A template's or a document's interview (docs/interview-api.md): core's buildInterview over the
// current version's body, with the model's fields and the firm's smart-field definitions.

export const NOT_A_TEMPLATE = 'Not a template';

type DocumentRow = typeof documents.$inferSelect;

/** A template of the caller's organization: another firm's is 404, a document that is not a template 422. */
export async function findInterviewTemplate(db: Db, ctx: ServiceContext, id: string): Promise<DocumentRow> {
  const row = await findDocument(db, ctx, id);
  if (!row.isTemplate) throw new HttpError(422, NOT_A_TEMPLATE);
  return row;
}

async function interviewOf(db: Db, ctx: ServiceContext, document: DocumentRow) {
  // The body's JSON is kept between reads of the same version (export/body-json-cache.ts).
  const [{ content, body }, definitions] = await Promise.all([
    loadVersion(db, document.id, document.currentVersion),
    listMergeFieldDefinitions(db, ctx, false),
  ]);
  return { content, questions: buildInterview(body as JsonNode, definitions) };
}

/** The questions of a document's (or template's) current version, in interview order. */
export async function loadInterview(
  db: Db,
  ctx: ServiceContext,
  document: DocumentRow,
): Promise<InterviewQuestion[]> {
  return (await interviewOf(db, ctx, document)).questions;
}

/**
 * A document's questions, each saying whether the document fills it with a value of its own (not a
 * linked record's or a default): a non-blank value, or a list with rows.
 */
export async function loadDocumentInterview(db: Db, ctx: ServiceContext, documentId: string) {
  const document = await findDocument(db, ctx, documentId);
  const { content, questions } = await interviewOf(db, ctx, document);
  const sources = valueSourcesOf(content);
  const lists = listValuesOf(content);
  return {
    questions: questions.map((question) => ({
      ...question,
      filled:
        question.type === 'list'
          ? (lists.get(question.id)?.length ?? 0) > 0
          : fieldValue(question.id, sources) !== undefined,
    })),
  };
}
