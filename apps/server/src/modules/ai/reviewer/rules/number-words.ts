import { finding, type ReviewContext, type RuleFinding, scopeBlocks } from '../context.js';
import { maskedText } from '../text.js';
import { NUMBER_WORDS, wordsToNumber } from './words-to-number.js';

// "thirty (30) days" and "$5,000 (five thousand dollars)": a number written twice, in words and in
// digits, where the two disagree.

const WORD = `(?:${NUMBER_WORDS.join('|')})`;
const SEPARATOR = String.raw`(?:\s*,\s*|\s+and\s+|[\s-]+)`;
const WORDS = String.raw`(?:a\s+(?=(?:hundred|thousand|million|billion)\b))?${WORD}(?:${SEPARATOR}${WORD})*`;
const UNIT = String.raw`(?:\s+and\s+(\d{1,2})\/100)?(?:\s+(?:u\.?s\.?\s+)?(?:dollars?|euros?|pounds?(?:\s+sterling)?|cents?|percent|per\s+cent))?`;
const CURRENCY = String.raw`(?:US\$|USD|EUR|GBP|[$€£])`;
const DIGITS = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?`;

// Words, then the digits in brackets: "thirty (30)", "Five Thousand Dollars ($5,000.00)", "ten percent (10%)".
const WORDS_THEN_DIGITS = new RegExp(
  String.raw`\b(${WORDS})\b${UNIT}\s*\(\s*${CURRENCY}?\s*${DIGITS}\s*(?:%|percent)?\s*\)`,
  'gi',
);
// Digits, then the words in brackets: "30 (thirty)", "$5,000 (five thousand dollars)".
const DIGITS_THEN_WORDS = new RegExp(
  String.raw`(?<![\d.,])${CURRENCY}?\s*${DIGITS}\s*%?\s*\(\s*(${WORDS})\b${UNIT}\s*\)`,
  'gi',
);

// The longest tail of the words that makes one number: in "Party one, thirty (20)" it is "thirty".
function valueOfWords(words: string): number | null {
  const parts = words.split(/(\s*,\s*|\s+)/);
  for (let start = 0; start < parts.length; start += 2) {
    const value = wordsToNumber(parts.slice(start).join(''));
    if (value !== null) return value;
  }
  return null;
}

const digitsValue = (whole: string, cents: string | undefined) =>
  Number(whole.replace(/,/g, '')) + (cents ? Number(cents.padEnd(2, '0')) / 100 : 0);

function writeDigits(value: number, like: string): string {
  const withCommas = like.includes(',') || value >= 10_000;
  const whole = Math.trunc(value);
  const cents = Math.round((value - whole) * 100);
  const written = withCommas ? whole.toLocaleString('en-US') : String(whole);
  return cents > 0 || like.includes('.') ? `${written}.${String(cents).padStart(2, '0')}` : written;
}

interface Disagreement {
  index: number;
  quote: string;
  words: number;
  digits: number;
  digitsText: string;
}

function disagreements(text: string): Disagreement[] {
  const found: Disagreement[] = [];
  for (const match of text.matchAll(WORDS_THEN_DIGITS)) {
    const [quote, words, cents, whole, decimals] = match;
    const value = valueOfWords(words!);
    if (value === null) continue;
    const wordsValue = value + (cents ? Number(cents) / 100 : 0);
    const digits = digitsValue(whole!, decimals);
    const digitsText = decimals ? `${whole}.${decimals}` : whole!;
    if (wordsValue !== digits)
      found.push({ index: match.index, quote, words: wordsValue, digits, digitsText });
  }
  for (const match of text.matchAll(DIGITS_THEN_WORDS)) {
    const [quote, whole, decimals, words, cents] = match;
    const value = valueOfWords(words!);
    if (value === null) continue;
    const wordsValue = value + (cents ? Number(cents) / 100 : 0);
    const digits = digitsValue(whole!, decimals);
    const digitsText = decimals ? `${whole}.${decimals}` : whole!;
    const start = match.index + quote.length - quote.trimStart().length;
    if (wordsValue !== digits)
      found.push({ index: start, quote: quote.trimStart(), words: wordsValue, digits, digitsText });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Numbers written in words and in digits that disagree ("thirty (20) days"), one finding each. */
export function findNumberMismatches(context: ReviewContext): RuleFinding[] {
  const findings: RuleFinding[] = [];
  for (const block of scopeBlocks(context)) {
    if (!block.text.includes('(') || !/\d/.test(block.text)) continue;
    for (const found of disagreements(maskedText(block))) {
      const quote = block.text.slice(found.index, found.index + found.quote.length);
      const shown = writeDigits(found.words, found.digitsText);
      findings.push(
        finding(context, {
          severity: 'high',
          title: 'Words and digits disagree',
          explanation:
            `The words say ${found.words.toLocaleString('en-US')} but the digits say ` +
            `${found.digits.toLocaleString('en-US')}. Where they disagree the words usually prevail, ` +
            'which may not be what was meant: check the figure and correct one of them.',
          block: block.index,
          quote,
          suggestion: quote.replace(found.digitsText, shown),
        }),
      );
    }
  }
  return findings;
}
