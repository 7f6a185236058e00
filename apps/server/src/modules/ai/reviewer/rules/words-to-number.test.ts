import { describe, expect, it } from 'vitest';
import { wordsToNumber } from './words-to-number.js';

describe('wordsToNumber', () => {
  it.each([
    ['zero', 0],
    ['thirty', 30],
    ['Thirty-Five', 35],
    ['one hundred', 100],
    ['a hundred', 100],
    ['one hundred and twenty', 120],
    ['one hundred twenty-five', 125],
    ['twelve hundred', 1200],
    ['Thirty-Five Thousand', 35_000],
    ['one thousand and five', 1005],
    ['two million five hundred thousand', 2_500_000],
    [
      'nine hundred ninety-nine million, nine hundred ninety-nine thousand, nine hundred and ninety-nine',
      999_999_999,
    ],
    ['three billion', 3_000_000_000],
  ])('reads %s as %d', (words, value) => {
    expect(wordsToNumber(words)).toBe(value);
  });

  it.each([
    'twenty thirty',
    'five six',
    'thirty twelve',
    'hundred',
    'one hundred five hundred',
    'thousand million',
    'one thousand one million',
    'and five',
    'five and',
    'zero one',
    'thirty days',
    '',
  ])('reads %j as no number', (words) => {
    expect(wordsToNumber(words)).toBeNull();
  });
});
