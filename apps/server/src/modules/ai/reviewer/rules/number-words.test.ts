import { describe, expect, it } from 'vitest';
import { CLEAN_AGREEMENT, contextOf } from '../fixtures/documents.js';
import { findNumberMismatches } from './number-words.js';

const found = (text: string) =>
  findNumberMismatches(contextOf(`<p>${text}</p>`)).map(({ quote, suggestion }) => [quote, suggestion]);

describe('findNumberMismatches', () => {
  it('finds words and digits that disagree, suggesting the digits the words say', () => {
    expect(found('Payment is due within thirty (20) days.')).toEqual([['thirty (20)', 'thirty (30)']]);
    expect(found('A fee of Thirty-Five Thousand Dollars ($53,000) applies.')).toEqual([
      ['Thirty-Five Thousand Dollars ($53,000)', 'Thirty-Five Thousand Dollars ($35,000)'],
    ]);
    expect(found('a deposit of $5,000 (fifty thousand dollars) is held')).toEqual([
      ['$5,000 (fifty thousand dollars)', '$50,000 (fifty thousand dollars)'],
    ]);
    expect(found('interest at two percent (3%) a month')).toEqual([['two percent (3%)', 'two percent (2%)']]);
    expect(found('the Party one, thirty (20) days')).toEqual([['one, thirty (20)', 'one, thirty (30)']]);
    const [mismatch] = findNumberMismatches(contextOf('<p>within thirty (20) days</p>'));
    expect(mismatch?.severity).toBe('high');
    expect(mismatch?.explanation).toContain('The words say 30 but the digits say 20');
  });

  it('finds nothing where they agree, in every written form', () => {
    expect(
      found(
        [
          'within thirty (30) days',
          'One Hundred Twenty-Five Thousand Dollars ($125,000)',
          'two million five hundred thousand (2,500,000) shares',
          'one hundred and twenty (120) days',
          '$5,000 (five thousand dollars)',
          '30 (thirty) days',
          'ten percent (10%)',
          'Three Thousand and 50/100 Dollars ($3,000.50)',
          'one (1) year',
          'a hundred (100) units',
          'one or two (2) copies',
          'section one (see clause 2)',
        ].join('; '),
      ),
    ).toEqual([]);
    expect(findNumberMismatches(contextOf(CLEAN_AGREEMENT))).toEqual([]);
  });
});
