import { describe, expect, it } from 'vitest';
import { CLEAN_AGREEMENT, CLEAN_VALUES, contextOf, field } from '../fixtures/documents.js';
import { findUnresolvedFields } from './unresolved-fields.js';

const DOCUMENT = [
  '<h2>Parties</h2>',
  `<p>This letter is to ${field('client.full_name')} of ${field('client.address')}.</p>`,
  '<h2>Fees</h2>',
  `<p>${field('client.full_name')} pays from {{effective_date}}; {{ not a field }} is text.</p>`,
].join('');

describe('findUnresolvedFields', () => {
  it('finds each field without a value once, at its first place, counting its uses', () => {
    const findings = findUnresolvedFields(contextOf(DOCUMENT), {
      'client.full_name': '   ',
      'client.address': '1 Main Street',
    });
    expect(
      findings.map(({ severity, title, quote, clause_id }) => ({ severity, title, quote, clause_id })),
    ).toEqual([
      {
        severity: 'high',
        title: 'Merge field without a value: client.full_name',
        quote: '{{client.full_name}}',
        clause_id: 'parties',
      },
      {
        severity: 'high',
        title: 'Merge field without a value: effective_date',
        quote: '{{effective_date}}',
        clause_id: 'fees',
      },
    ]);
    expect(findings[0]?.explanation).toMatch(/^It appears 2 times and has no value/);
  });

  it('in one clause reports only the fields used there', () => {
    const context = contextOf(DOCUMENT);
    const fees = context.clauses.find((clause) => clause.id === 'fees')!;
    const findings = findUnresolvedFields({ ...context, scope: { start: fees.start, end: fees.end } }, {});
    expect(findings.map((found) => [found.quote, found.clause_id])).toEqual([
      ['{{client.full_name}}', 'fees'],
      ['{{effective_date}}', 'fees'],
    ]);
  });

  it('finds nothing when every field has a value', () => {
    expect(findUnresolvedFields(contextOf(CLEAN_AGREEMENT), CLEAN_VALUES)).toEqual([]);
  });
});
