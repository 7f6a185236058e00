import type { AnalysisResult, FindingSeverity } from '@lexdraft/contract';
import type { JsonNode } from '@lexdraft/core';
import { type ReviewContext, type RuleFinding, reviewContext } from './context.js';
import { type DocumentKind, documentKind, KIND_NAMES } from './document-kind.js';
import { findDefinedTermIssues } from './rules/defined-terms.js';
import { findLongSentences } from './rules/long-sentences.js';
import { findMissingClauses } from './rules/missing-clauses.js';
import { findNumberMismatches } from './rules/number-words.js';
import { findPartyNameVariants } from './rules/party-names.js';
import { findPastDates } from './rules/past-dates.js';
import { findBrokenReferences } from './rules/section-references.js';
import { expectedClauses } from './rules/standard-clauses.js';
import { type FieldValues, findUnresolvedFields } from './rules/unresolved-fields.js';
import { summarizeClause, summarizeDocument } from './summary.js';

// The built-in reviewer: no model, no network. It answers the same analysis result as a provider.

/** What is asked: every rule, the missing standard clauses only, or a summary (with the review's findings). */
export type ReviewMode = 'review' | 'missing_clauses' | 'summary';

/** Options of reviewDocument. */
export interface ReviewOptions {
  /** The document's editor JSON (htmlToDocumentJson, storedContentJson or the editor's getJSON()). */
  json: JsonNode;
  /** Its field values by id; a field without one is reported. */
  values?: FieldValues;
  /** Dates before this day are reported as past. */
  now: Date;
  mode?: ReviewMode;
  /** Its kind when the caller knows it; else it is read from the document. */
  kind?: DocumentKind;
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

const RANK: Record<FindingSeverity, number> = { high: 0, medium: 1, low: 2 };

// Most severe first, then in reading order (the document's own findings before its blocks').
function answer(summary: string, findings: RuleFinding[]): AnalysisResult {
  const ordered = findings.toSorted(
    (a, b) => RANK[a.severity] - RANK[b.severity] || (a.block ?? -1) - (b.block ?? -1),
  );
  return { summary, findings: ordered.map(({ block: _block, ...rest }) => rest) };
}

function runRules(context: ReviewContext, options: ReviewOptions, kind: DocumentKind): RuleFinding[] {
  return [
    ...findUnresolvedFields(context, options.values ?? {}),
    ...findDefinedTermIssues(context, { expectDefinitions: expectedClauses(kind).length > 0 }),
    ...findBrokenReferences(context),
    ...findNumberMismatches(context),
    ...findPastDates(context, options.now),
    ...findPartyNameVariants(context),
    ...findLongSentences(context),
  ];
}

function counted(findings: readonly RuleFinding[]): string {
  if (findings.length === 0) return 'nothing found';
  const parts = (['high', 'medium', 'low'] as const)
    .map((severity) => [severity, findings.filter((found) => found.severity === severity).length] as const)
    .filter(([, count]) => count > 0)
    .map(([severity, count]) => `${count} ${severity}`);
  const last = parts.pop()!;
  const all = parts.length > 0 ? `${parts.join(', ')} and ${last}` : last;
  return `${all} finding${findings.length === 1 ? '' : 's'}`;
}

/** The built-in review of a whole document, as an analysis result. */
export function reviewDocument(options: ReviewOptions): AnalysisResult {
  const context = reviewContext(options.json);
  const kind = options.kind ?? documentKind(context.blocks);
  const mode = options.mode ?? 'review';
  const name = KIND_NAMES[kind];
  if (mode === 'missing_clauses') {
    const findings = findMissingClauses(context, kind);
    const expected = expectedClauses(kind).length;
    if (expected === 0)
      return answer(`Built-in check of standard clauses: a ${name} is not expected to have any.`, findings);
    return answer(
      findings.length === 0
        ? `Built-in check of standard clauses: this ${name} has all ${NUMBER_WORDS[expected] ?? expected} that the check looks for.`
        : `Built-in check of standard clauses: this ${name} lacks ${findings.length}.`,
      findings,
    );
  }
  // One source of findings: a summary lists what the review finds, so the two never disagree.
  const findings = [...findMissingClauses(context, kind), ...runRules(context, options, kind)];
  if (mode === 'summary')
    return answer(`${summarizeDocument(context, kind)} Built-in review: ${counted(findings)}.`, findings);
  const clauses = `${context.clauses.length} clause${context.clauses.length === 1 ? '' : 's'}`;
  return answer(`Built-in review of this ${name} (${clauses}): ${counted(findings)}.`, findings);
}

/** Options of reviewClause: those of reviewDocument and the clause's id. */
export interface ClauseReviewOptions extends ReviewOptions {
  clauseId: string;
}

/**
 * The built-in review of one clause (its blocks, sub-clauses included), reading the rest of the
 * document for what is defined, numbered and named there; null when no clause has the id.
 * Missing clauses are a document's question, so mode `missing_clauses` answers no findings.
 */
export function reviewClause(options: ClauseReviewOptions): AnalysisResult | null {
  const whole = reviewContext(options.json);
  const clause = whole.clauses.find((candidate) => candidate.id === options.clauseId);
  if (!clause) return null;
  const context: ReviewContext = { ...whole, scope: { start: clause.start, end: clause.end } };
  const kind = options.kind ?? documentKind(whole.blocks);
  const mode = options.mode ?? 'review';
  if (mode === 'missing_clauses')
    return answer('Missing standard clauses are checked for the whole document, not for one clause.', []);
  const findings = runRules(context, options, kind);
  if (mode === 'summary')
    return answer(`${summarizeClause(context, clause)} Built-in review: ${counted(findings)}.`, findings);
  const title = clause.number ? `${clause.number} “${clause.title}”` : `“${clause.title}”`;
  return answer(`Built-in review of clause ${title}: ${counted(findings)}.`, findings);
}
