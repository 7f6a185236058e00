import { describe, expect, it } from 'vitest';
import { CLEAN_AGREEMENT, contextOf } from '../fixtures/documents.js';
import { findMissingClauses } from './missing-clauses.js';

// The clean agreement without its governing-law and force-majeure clauses.
const WITHOUT_TWO = CLEAN_AGREEMENT.replace(/<p>8\.4 Force Majeure\.[^<]*<\/p>/, '').replace(
  /<p>8\.5 Governing Law\.[^<]*<\/p>/,
  '',
);

describe('findMissingClauses', () => {
  it('finds the standard clauses an agreement lacks, with a model clause each', () => {
    const findings = findMissingClauses(contextOf(WITHOUT_TWO), 'agreement');
    expect(
      findings.map(({ severity, title, quote, clause_id }) => [severity, title, quote, clause_id]),
    ).toEqual([
      ['high', 'Missing clause: Governing law', '', null],
      ['low', 'Missing clause: Force majeure', '', null],
    ]);
    expect(findings[0]?.suggestion).toMatch(/^This Agreement shall be governed by/);
  });

  it('recognises a clause by its wording when no heading names it', () => {
    const html = `${WITHOUT_TWO}<p>This Agreement is governed by the laws of Ontario. Neither Party answers for acts of God.</p>`;
    expect(findMissingClauses(contextOf(html), 'agreement')).toEqual([]);
  });

  it('recognises a clause by a short label, as in a cover page’s table', () => {
    const html = `${WITHOUT_TWO}<table><tr><td><p>Governing Law</p></td><td><p>New York</p></td></tr><tr><td><p>Force Majeure</p></td><td><p>Standard</p></td></tr></table>`;
    expect(findMissingClauses(contextOf(html), 'agreement')).toEqual([]);
  });

  it('expects a non-disclosure agreement to have seven of the ten', () => {
    const findings = findMissingClauses(contextOf('<h1>Mutual NDA</h1><p>Nothing else.</p>'), 'nda');
    expect(findings.map((found) => found.title.replace('Missing clause: ', ''))).toEqual([
      'Governing law',
      'Term and termination',
      'Confidentiality',
      'Notices',
      'Entire agreement',
      'Severability',
      'Assignment',
    ]);
  });

  it('expects nothing of a letter, a memo or an unknown document, and nothing is missing from the clean agreement', () => {
    const bare = contextOf('<p>Dear Ms Reyes,</p><p>Thank you.</p>');
    expect(findMissingClauses(bare, 'letter')).toEqual([]);
    expect(findMissingClauses(bare, 'memo')).toEqual([]);
    expect(findMissingClauses(bare, 'other')).toEqual([]);
    expect(findMissingClauses(contextOf(CLEAN_AGREEMENT), 'agreement')).toEqual([]);
  });
});
