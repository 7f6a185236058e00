// The built-in reviewer (issue 15): pure functions over a document's editor JSON, no model and no
// network. docs/ai-reviewer.md describes each rule and its limits.
/** @public bench/reviewer reads it from the build (dist), which knip cannot follow before one. */
export { reviewContext } from './context.js';
export { reviewClause, reviewDocument } from './review-document.js';
export type { FieldValues } from './rules/unresolved-fields.js';
