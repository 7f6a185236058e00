import { describe, expect, it } from 'vitest';
import { CLEAN_AGREEMENT, contextOf } from '../fixtures/documents.js';
import { findDefinedTermIssues } from './defined-terms.js';

const summary = (html: string, expectDefinitions = true) =>
  findDefinedTermIssues(contextOf(html), { expectDefinitions }).map(({ severity, title, quote }) => [
    severity,
    title,
    quote,
  ]);

describe('findDefinedTermIssues', () => {
  it('finds a term defined and never used', () => {
    expect(
      summary(
        '<p>“Deposit” means the sum held. This lease (the "Lease") binds the tenant (the "Tenant").</p><p>The Tenant signs the Lease.</p>',
      ),
    ).toEqual([['low', 'Defined but never used: Deposit', '“Deposit”']]);
  });

  it('finds capitalised terms used as defined that nothing defines, one finding per term', () => {
    expect(
      summary(
        '<p>The seller (the "Seller") sells to the Purchaser.</p><p>The Seller warrants title to the Purchaser and each Purchased Asset.</p>',
      ),
    ).toEqual([
      ['medium', 'Capitalised term never defined: Purchaser', 'Purchaser'],
      ['medium', 'Capitalised term never defined: Purchased Asset', 'Purchased Asset'],
    ]);
  });

  it('leaves proper names of statutes and institutions alone, but not a single such word', () => {
    expect(
      summary(
        '<p>The employer (the "Employer") gives notice under the Defend Trade Secrets Act.</p>' +
          '<p>The Employer submits disputes to the American Arbitration Association and the Association.</p>',
      ),
    ).toEqual([['medium', 'Capitalised term never defined: Association', 'Association']]);
  });

  it('counts plural and singular forms, a longer phrase starting with the term, and lists of terms', () => {
    expect(
      summary(
        '<p>Northwind (each a "Party" and together, the "Parties") agree. "Confidential Information" means secrets.</p>' +
          '<p>Each of the Parties keeps the Confidential Information Register, and each Party signs.</p>',
      ),
    ).toEqual([]);
  });

  it('reads terms named before their quotes, and punctuation inside the quotes', () => {
    expect(
      summary(
        '<p>Acme and the consultant are each referred to herein as a "Party" and collectively as the "Parties." ' +
          'The consultant (hereinafter called the "Consultant") works.</p><p>Each Party, and the Parties together, pay the Consultant.</p>',
      ),
    ).toEqual([]);
  });

  it('finds a term defined twice', () => {
    expect(
      summary('<p>"Fee" means $10. "Fee" means $20. The Fee is due.</p>').map(([severity, title]) => [
        severity,
        title,
      ]),
    ).toEqual([['medium', 'Defined more than once: Fee']]);
  });

  it('leaves capitalised words alone in a document that defines nothing and is not an agreement', () => {
    expect(summary('<p>Please send the Board minutes to the Client.</p>', false)).toEqual([]);
    expect(summary('<p>Please send the Board minutes to the Client.</p>', true)).toHaveLength(2);
  });

  it('finds nothing in the clean agreement', () => {
    expect(summary(CLEAN_AGREEMENT)).toEqual([]);
  });
});
