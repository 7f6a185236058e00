import { finding, type ReviewContext, type RuleFinding } from '../context.js';
import { type DocumentKind, KIND_NAMES } from '../document-kind.js';
import { expectedClauses, type StandardClause } from './standard-clauses.js';

// A block this short that names a clause is a label for it, as in a cover page's table ("Governing Law").
const LABEL_LENGTH = 60;

/**
 * True when the document has the clause: a clause title or a short label names it, or its text has
 * its typical wording.
 */
export function hasStandardClause(context: ReviewContext, clause: StandardClause): boolean {
  if (context.clauses.some((found) => clause.heading.test(found.title))) return true;
  return context.blocks.some(
    (block) =>
      clause.phrase.test(block.text) ||
      (block.text.length <= LABEL_LENGTH && clause.heading.test(block.text)),
  );
}

/**
 * The standard clauses a document of its kind should have and does not, one finding each, with a
 * model clause as the suggestion. A letter, a memo or a document of no known kind expects none.
 */
export function findMissingClauses(context: ReviewContext, kind: DocumentKind): RuleFinding[] {
  return expectedClauses(kind)
    .filter((clause) => !hasStandardClause(context, clause))
    .map((clause) =>
      finding(context, {
        severity: clause.severity,
        title: `Missing clause: ${clause.name}`,
        explanation: `This ${KIND_NAMES[kind]} has no ${clause.name.toLowerCase()} clause: no heading names one and no text reads like one. ${clause.why}`,
        block: null,
        quote: '',
        suggestion: clause.model,
      }),
    );
}
