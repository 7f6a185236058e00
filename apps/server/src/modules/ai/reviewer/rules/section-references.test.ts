import { describe, expect, it } from 'vitest';
import { CLEAN_AGREEMENT, contextOf } from '../fixtures/documents.js';
import { findBrokenReferences } from './section-references.js';

const DOCUMENT = [
  '<h2>Article I. Definitions</h2>',
  '<p>2.1 Fees. The fees are set out in Section 2.1(b) and Article 1.</p>',
  '<p>2.2 Payment. Paid as Section 12.3 says, under Sections 2.1 and 9.9, and § 4.</p>',
  '<h2>Section 3 Term</h2>',
  '<p>As in Clause 3, Section 2.2 and Article IV.</p>',
].join('');

describe('findBrokenReferences', () => {
  it('finds each reference to a number no clause has, roman numbers read as digits', () => {
    const findings = findBrokenReferences(contextOf(DOCUMENT));
    expect(findings.map(({ title, quote, clause_id }) => [title, quote, clause_id])).toEqual([
      ['Reference to a missing section: 12.3', 'Section 12.3', 'payment'],
      ['Reference to a missing section: 9.9', 'Sections 2.1 and 9.9', 'payment'],
      ['Reference to a missing section: 4', '§ 4', 'payment'],
      ['Reference to a missing section: IV', 'Article IV', 'term'],
    ]);
    expect(findings[0]?.severity).toBe('medium');
  });

  it('does not take a clause heading as a reference to itself', () => {
    expect(findBrokenReferences(contextOf('<h2>Section 5 Fees</h2><p>1. Term. See Section 1.</p>'))).toEqual(
      [],
    );
  });

  it('checks nothing in a document without numbered clauses, and finds nothing in the clean agreement', () => {
    expect(findBrokenReferences(contextOf('<h2>Fees</h2><p>See Section 12.3.</p>'))).toEqual([]);
    expect(findBrokenReferences(contextOf(CLEAN_AGREEMENT))).toEqual([]);
  });
});
