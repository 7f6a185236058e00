import { analysisResult } from '@lexdraft/contract';
import { describe, expect, it } from 'vitest';
import { CLEAN_AGREEMENT, CLEAN_VALUES, field, jsonOf, NOW, words } from './fixtures/documents.js';
import { reviewClause, reviewDocument } from './review-document.js';

// The clean agreement with a fault of every kind planted in it.
const FAULTY = CLEAN_AGREEMENT.replace('within thirty (30) days', 'within thirty (20) days')
  .replace('under Section 7.', 'under Section 12.3.')
  .replace('on or before December 31, 2025', 'on or before December 31, 2024')
  .replace('<p>8.4 Force Majeure.', `<p>8.4 Fees. The ${words(70)} for the Purchaser. </p><p>`)
  .replace(/<p>8\.4 Force Majeure\.[^<]*<\/p>/, '')
  .replace('Neither Party is liable for delay caused by events beyond its reasonable control.', '')
  .replace('Signed for Northwind Ventures LLC', 'Signed for Northwind Venture LLC')
  .replace(field('client.address'), `${field('client.address')} and ${field('client.email')}`);

describe('reviewDocument', () => {
  it('finds nothing in the clean agreement and says so', () => {
    const result = reviewDocument({ json: jsonOf(CLEAN_AGREEMENT), values: CLEAN_VALUES, now: NOW });
    expect(result).toEqual({
      summary: 'Built-in review of this agreement (16 clauses): nothing found.',
      findings: [],
    });
  });

  it('finds every planted fault, most severe first, in the contract’s shape', () => {
    const result = reviewDocument({ json: jsonOf(FAULTY), values: CLEAN_VALUES, now: NOW });
    expect(analysisResult.parse(result)).toEqual(result);
    expect(result.findings.map(({ severity, title, clause_id }) => [severity, title, clause_id])).toEqual([
      ['high', 'Words and digits disagree', 'services-and-fees'],
      ['high', 'Merge field without a value: client.email', 'notices'],
      ['high', 'Party named in 2 ways: Northwind Ventures LLC', 'governing-law'],
      ['medium', 'Reference to a missing section: 12.3', 'term-and-termination'],
      ['medium', 'Capitalised term never defined: Purchaser', 'fees'],
      ['medium', 'Long sentence (74 words)', 'fees'],
      ['medium', 'Date in the past: December 31, 2024', 'governing-law'],
      ['low', 'Missing clause: Force majeure', null],
    ]);
    expect(result.summary).toBe(
      'Built-in review of this agreement (16 clauses): 3 high, 4 medium and 1 low findings.',
    );
  });

  it('checks only standard clauses in missing_clauses mode, and expects none of a letter', () => {
    const agreement = reviewDocument({ json: jsonOf(FAULTY), now: NOW, mode: 'missing_clauses' });
    expect(agreement.summary).toBe('Built-in check of standard clauses: this agreement lacks 1.');
    expect(agreement.findings.map((found) => found.title)).toEqual(['Missing clause: Force majeure']);
    const letter = reviewDocument({
      json: jsonOf('<p>Dear Ms Reyes,</p><p>Thanks.</p>'),
      now: NOW,
      mode: 'missing_clauses',
    });
    expect(letter).toEqual({
      summary: 'Built-in check of standard clauses: a letter is not expected to have any.',
      findings: [],
    });
  });

  it('summarises from the text: kind, title, parties, clauses, words, dates and amounts', () => {
    const result = reviewDocument({
      json: jsonOf(CLEAN_AGREEMENT),
      values: CLEAN_VALUES,
      now: NOW,
      mode: 'summary',
    });
    expect(result.findings).toEqual([]);
    expect(result.summary).toMatch(
      /^Agreement “Services Agreement” naming Northwind Ventures LLC and Contoso Ltd, with 16 clauses \(15 numbered\)\. About \d+ words\. Dates: July 1, 2025; December 31, 2025\. Amounts: \$30,000\. Built-in review: nothing found\.$/,
    );
  });

  // Issue 29, item 5: Review found three high findings where Summarize said "No issues found".
  it('answers a summary with the review’s own findings, so the two never disagree', () => {
    const options = { json: jsonOf(FAULTY), values: CLEAN_VALUES, now: NOW };
    const review = reviewDocument(options);
    const summary = reviewDocument({ ...options, mode: 'summary' });
    expect(summary.findings).toEqual(review.findings);
    expect(summary.findings.filter((found) => found.severity === 'high')).toHaveLength(3);
    expect(summary.summary).toMatch(
      /^Agreement “Services Agreement”.* Built-in review: 3 high, 4 medium and 1 low findings\.$/,
    );
    const clause = { ...options, clauseId: 'general' };
    expect(reviewClause({ ...clause, mode: 'summary' })?.findings).toEqual(reviewClause(clause)?.findings);
  });
});

describe('reviewClause', () => {
  it('reports the clause’s own findings, reading definitions and numbers from the whole document', () => {
    const result = reviewClause({
      json: jsonOf(FAULTY),
      values: CLEAN_VALUES,
      now: NOW,
      clauseId: 'general',
    });
    expect(result?.findings.map(({ title, clause_id }) => [title, clause_id])).toEqual([
      ['Party named in 2 ways: Northwind Ventures LLC', 'governing-law'],
      ['Capitalised term never defined: Purchaser', 'fees'],
      ['Long sentence (74 words)', 'fees'],
      ['Date in the past: December 31, 2024', 'governing-law'],
    ]);
    expect(result?.summary).toBe('Built-in review of clause 8 “General”: 1 high and 3 medium findings.');
    const clean = reviewClause({
      json: jsonOf(FAULTY),
      values: CLEAN_VALUES,
      now: NOW,
      clauseId: 'confidentiality',
    });
    expect(clean).toEqual({
      summary: 'Built-in review of clause 4 “Confidentiality”: nothing found.',
      findings: [],
    });
  });

  it('summarises one clause, leaves missing clauses to the document, and answers null for an unknown id', () => {
    const json = jsonOf(CLEAN_AGREEMENT);
    expect(
      reviewClause({ json, values: CLEAN_VALUES, now: NOW, clauseId: 'services-and-fees', mode: 'summary' })
        ?.summary,
    ).toBe(
      'Clause 2 “Services and Fees”. About 31 words. No dates. Amounts: $30,000. Built-in review: nothing found.',
    );
    expect(reviewClause({ json, now: NOW, clauseId: 'notices', mode: 'missing_clauses' })?.findings).toEqual(
      [],
    );
    expect(reviewClause({ json, now: NOW, clauseId: 'nothing' })).toBeNull();
  });
});
