// The built-in reviewer (issue 15): pure functions over a document's editor JSON, no model and no
// network. docs/ai-reviewer.md describes each rule and its limits.
export { type ReviewContext, type RuleFinding, reviewContext } from './context.js';
export { type DocumentKind, documentKind } from './document-kind.js';
export {
  type ClauseReviewOptions,
  type ReviewMode,
  type ReviewOptions,
  reviewClause,
  reviewDocument,
} from './review-document.js';
export { findDefinedTermIssues } from './rules/defined-terms.js';
export { findLongSentences } from './rules/long-sentences.js';
export { findMissingClauses, hasStandardClause } from './rules/missing-clauses.js';
export { findNumberMismatches } from './rules/number-words.js';
export { documentParties, findPartyNameVariants } from './rules/party-names.js';
export { findPastDates } from './rules/past-dates.js';
export { findBrokenReferences } from './rules/section-references.js';
export { STANDARD_CLAUSES } from './rules/standard-clauses.js';
export { type FieldValues, findUnresolvedFields } from './rules/unresolved-fields.js';
export { wordsToNumber } from './rules/words-to-number.js';
export { writtenDates } from './rules/written-dates.js';
