import { describe, expect, it } from 'vitest';
import { CLEAN_AGREEMENT, contextOf } from '../fixtures/documents.js';
import { documentParties, findPartyNameVariants } from './party-names.js';

describe('findPartyNameVariants', () => {
  it('finds a party written with different words or legal form (high), suggesting its usual form', () => {
    const html =
      '<h1>Agreement Between Northwind Ventures LLC and Contoso Ltd</h1>' +
      '<p>Northwind Ventures LLC pays Contoso Ltd. Northwind Ventures LLC signs.</p>' +
      '<h2>Notices</h2><p>Notices to Northwind Venture LLC, and copies to Northwind Ventures, L.L.C.</p>';
    const [found, ...rest] = findPartyNameVariants(contextOf(html));
    expect(rest).toEqual([]);
    expect(found).toMatchObject({
      severity: 'high',
      title: 'Party named in 3 ways: Northwind Ventures LLC',
      quote: 'Northwind Venture LLC',
      suggestion: 'Northwind Ventures LLC',
      clause_id: 'notices',
    });
    expect(found?.explanation).toContain(
      '“Northwind Ventures LLC” (3 times), “Northwind Venture LLC” (once), “Northwind Ventures, L.L.C.” (once)',
    );
  });

  it('rates punctuation alone low, and counts a one-letter slip as the same party', () => {
    const punctuation = findPartyNameVariants(
      contextOf('<p>Acme Holdings, Inc. sells. Acme Holdings, Inc. buys. Acme Holdings Inc signs.</p>'),
    );
    expect(punctuation.map(({ severity, quote }) => [severity, quote])).toEqual([
      ['low', 'Acme Holdings Inc'],
    ]);
    const slip = findPartyNameVariants(
      contextOf('<p>Northwind Capital LLC pays. Nortwind Capital LLC signs.</p>'),
    );
    expect(slip.map(({ severity, quote }) => [severity, quote])).toEqual([['high', 'Nortwind Capital LLC']]);
  });

  it('takes a name in capitals (a signature block) or with the sentence’s full stop as the same form', () => {
    const html =
      '<p>Acme Robotics, Inc., a Delaware corporation, pays Blue River Consulting LLC.</p>' +
      '<p>Notices go to Acme Robotics, Inc. Copies go nowhere.</p>' +
      '<p>ACME ROBOTICS, INC.<br>By: Jane Doe</p><p>BLUE RIVER CONSULTING LLC<br>By: John Roe</p>';
    const context = contextOf(html);
    expect(findPartyNameVariants(context)).toEqual([]);
    expect(documentParties(context)).toEqual(['Acme Robotics, Inc.', 'Blue River Consulting LLC']);
  });

  it('leaves the sentence’s full stop out of the quote and the suggestion', () => {
    const html =
      '<p>Acme Robotics, Inc., a Delaware corporation, signs. Acme Robotics, Inc. pays.</p><p>It pays Acme Robotic Inc.</p>';
    const [found] = findPartyNameVariants(contextOf(html));
    expect(found).toMatchObject({ quote: 'Acme Robotic Inc', suggestion: 'Acme Robotics, Inc' });
  });

  it('lists the parties once each, in their usual form', () => {
    expect(documentParties(contextOf(CLEAN_AGREEMENT))).toEqual(['Northwind Ventures LLC', 'Contoso Ltd']);
  });

  it('finds nothing when each party is written one way', () => {
    expect(findPartyNameVariants(contextOf(CLEAN_AGREEMENT))).toEqual([]);
    expect(
      findPartyNameVariants(
        contextOf('<p>Alpha Holdings LLC and Beta Holdings Inc. agree; the Company signs.</p>'),
      ),
    ).toEqual([]);
  });
});
