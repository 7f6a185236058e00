import { normalizeClauseNumber } from '@lexdraft/core';
import { finding, type ReviewContext, type RuleFinding, scopeBlocks } from '../context.js';
import { maskedText } from '../text.js';

// "Section 12.3", "Sections 4.1 and 4.2", "Clause 7(b)", "Article IV", "§ 5": references to a number
// that no clause of the document carries.

// A number ends at a word's end: the C of "Clause" in "Section 4 and Clause 7" is not one.
const NUMBER = String.raw`(?:\d{1,3}(?:\.\d{1,3})*|[IVXLCDM]{1,7})(?:\([a-z0-9]{1,4}\))*(?![A-Za-z0-9])`;
const REFERENCE = new RegExp(
  String.raw`\b(?:[Ss]ections?|SECTIONS?|[Cc]lauses?|CLAUSES?|[Aa]rticles?|ARTICLES?)\s+(${NUMBER}(?:(?:\s*,\s*|\s+(?:and|or|to|through)\s+|\s*[-–]\s*)${NUMBER})*)|§§?\s*(${NUMBER})`,
  'g',
);
const ONE_NUMBER = new RegExp(NUMBER, 'g');

/**
 * References to sections, clauses or articles whose number no clause of the document has, one finding
 * per reference. A document without numbered clauses is not checked: its numbers may come from list
 * numbering, which the text does not show.
 */
export function findBrokenReferences(context: ReviewContext): RuleFinding[] {
  const numbers = new Set<string>();
  for (const clause of context.clauses) if (clause.number) numbers.add(normalizeClauseNumber(clause.number));
  if (numbers.size === 0) return [];
  const clauseBlocks = new Set(context.clauses.map((clause) => clause.block));
  const findings: RuleFinding[] = [];
  for (const block of scopeBlocks(context)) {
    const masked = maskedText(block);
    for (const match of masked.matchAll(REFERENCE)) {
      // A clause's own heading ("Section 4.2 Fees") names itself.
      if (match.index === 0 && clauseBlocks.has(block.index)) continue;
      const list = match[1] ?? match[2]!;
      for (const written of list.match(ONE_NUMBER) ?? []) {
        const number = normalizeClauseNumber(written.replace(/\(.*$/, ''));
        if (numbers.has(number)) continue;
        findings.push(
          finding(context, {
            severity: 'medium',
            title: `Reference to a missing section: ${written}`,
            explanation: `The text refers to ${written}, but no clause of the document is numbered ${written.replace(/\(.*$/, '')}. The clause may have been renumbered or removed.`,
            block: block.index,
            quote: block.text.slice(match.index, match.index + match[0].length),
          }),
        );
      }
    }
  }
  return findings;
}
