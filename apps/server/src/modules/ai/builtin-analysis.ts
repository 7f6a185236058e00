import { AI_NEEDS_PROVIDER_REASON, type AnalysisResponse, type AnalysisResult } from '@lexdraft/contract';
import { documentClauses, type JsonNode } from '@lexdraft/core';
import { HttpError } from '../../lib/errors.js';
import type { AiDocument } from './ai-document.js';
import type { AnalysisAsk } from './analysis-ask.js';
import { reviewClause, reviewDocument } from './reviewer/index.js';

/** The 404 of a clause id the document does not have. */
export function unknownClause(clauseId: string): HttpError {
  return new HttpError(404, `This document has no clause "${clauseId}"`);
}

/** Refuses a clause id the document does not have, before any answer starts. */
export function assertClause(json: JsonNode, clauseId: string): void {
  if (!documentClauses(json).some((clause) => clause.id === clauseId)) throw unknownClause(clauseId);
}

const FREE_QUESTION =
  `A free question needs a model to answer it (${AI_NEEDS_PROVIDER_REASON}). ` +
  'Here is the built-in review instead.';

/**
 * The analysis without a model: the built-in reviewer in the mode asked; a free question is
 * answered honestly with the review and a summary saying that a model is needed for it.
 */
export function analyzeBuiltin(
  document: AiDocument,
  ask: AnalysisAsk,
  clauseId: string | null,
  now: Date,
): AnalysisResponse {
  const mode = ask.kind === 'mode' ? ask.mode : 'review';
  const options = { json: document.json, values: document.values, now, mode };
  let result: AnalysisResult | null;
  if (clauseId === null) result = reviewDocument(options);
  else result = reviewClause({ ...options, clauseId });
  if (!result) throw unknownClause(clauseId!);
  const summary = ask.kind === 'question' ? `${FREE_QUESTION} ${result.summary}` : result.summary;
  return { ...result, summary, source: 'builtin', model: null, clause_id: clauseId };
}
