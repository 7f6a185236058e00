import { finding, type ReviewContext, type RuleFinding } from '../context.js';
import { type DocumentKind, KIND_NAMES } from '../document-kind.js';
import { expectedClauses, type StandardClause } from './standard-clauses.js';

/** True when the document has the clause: a clause title names it, or its text has its typical wording. */
export function hasStandardClause(context: ReviewContext, clause: StandardClause): boolean {
  if (context.clauses.some((found) => clause.heading.test(found.title))) return true;
  return context.blocks.some((block) => block.type !== 'heading' && clause.phrase.test(block.text));
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
