import { FORMAT_MAX_LENGTH } from '../limits.js';
import { preview } from './expression-lexer.js';
import { forbiddenPart, isLogicFieldId } from './names.js';

// The text after `|` in {{ID | FORMAT}}: a format's name and its quoted values
// (`date: "Do [day of] MMMM, YYYY"`, `currency: "EUR"`, `join: "name", "or"`). Reading it needs no
// date or number library, so the editor can check a format without loading them.

/** The formats a field or a list may be printed with. */
export type FormatName =
  | 'date'
  | 'currency'
  | 'number'
  | 'words'
  | 'ordinal'
  | 'upper'
  | 'lower'
  | 'title'
  | 'join'
  | 'count';
/** A parsed format: its name and its values. */
export type Format = { name: FormatName; args: string[] };
/** The result of parsing a format: the format, or a short readable error. */
export type ParsedFormat = { ok: true; format: Format } | { ok: false; error: string };

/** Every format's name, as `{{ID | NAME: …}}` writes it. */
export const FORMAT_NAMES: readonly FormatName[] = [
  'date',
  'currency',
  'number',
  'words',
  'ordinal',
  'upper',
  'lower',
  'title',
  'join',
  'count',
];
/** The tokens a date pattern may use, longest first so that MMMM is not read as four M. */
const DATE_TOKENS = ['YYYY', 'MMMM', 'MMM', 'MM', 'M', 'DD', 'Do', 'D', 'dddd'];
const CURRENCY_CODE = /^[A-Z]{3}$/;
const CONJUNCTION = /^[\p{L}/&-]{1,20}$/u;
const NAME_AND_REST = /^\s*([A-Za-z]+)\s*(?::\s*([\s\S]*))?$/;
const BARE_VALUE = /^[^\s,"']+/;

class FormatError extends Error {}

/** The values after the colon: quoted texts (or bare words) separated by commas. */
function readValues(text: string): string[] {
  const values: string[] = [];
  let rest = text.trim();
  while (rest.length > 0) {
    const quote = rest[0];
    if (quote === '"' || quote === "'") {
      const close = rest.indexOf(quote, 1);
      if (close < 0) throw new FormatError(`the text "${preview(rest.slice(1))}" is not closed`);
      values.push(rest.slice(1, close));
      rest = rest.slice(close + 1).trim();
    } else {
      const bare = BARE_VALUE.exec(rest)?.[0];
      if (bare === undefined) throw new FormatError(`a value is missing before "${rest[0]}"`);
      values.push(bare);
      rest = rest.slice(bare.length).trim();
    }
    if (rest.length === 0) break;
    if (rest[0] !== ',') throw new FormatError(`a "," is expected between values, not "${rest[0]}"`);
    rest = rest.slice(1).trim();
    if (rest.length === 0) throw new FormatError('a value is missing after ","');
  }
  return values;
}

/** Checks a date pattern: only the listed tokens, and words in [brackets]. */
function checkDatePattern(pattern: string): void {
  let index = 0;
  while (index < pattern.length) {
    const char = pattern[index]!;
    if (char === '[') {
      const close = pattern.indexOf(']', index);
      if (close < 0) throw new FormatError('a "[" in the date pattern is not closed');
      index = close + 1;
    } else if (/[A-Za-z]/.test(char)) {
      const token = DATE_TOKENS.find((candidate) => pattern.startsWith(candidate, index));
      if (token === undefined) {
        const word = /^[A-Za-z]+/.exec(pattern.slice(index))![0];
        throw new FormatError(
          `"${word}" is not a date part: use YYYY, MMMM, MMM, MM, M, DD, D, Do, dddd, and put words in [brackets]`,
        );
      }
      index += token.length;
    } else {
      index += 1;
    }
  }
}

function isCurrencyCode(code: string): boolean {
  if (!CURRENCY_CODE.test(code)) return false;
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  return supported === undefined || supported('currency').includes(code);
}

function checkValues(name: FormatName, values: string[]): string[] {
  const most = name === 'join' ? 2 : name === 'date' || name === 'currency' ? 1 : 0;
  if (values.length > most) {
    if (most === 0) throw new FormatError(`"${name}" takes no value`);
    if (name === 'join') throw new FormatError('"join" takes a key and a word, like join: "name", "or"');
    throw new FormatError(
      `"${name}" takes one value, like ${name === 'date' ? 'date: "MMMM D, YYYY"' : 'currency: "EUR"'}`,
    );
  }
  if (name === 'date' && values[0] !== undefined) checkDatePattern(values[0]);
  if (name === 'currency' && values[0] !== undefined) {
    const code = values[0].toUpperCase();
    if (!isCurrencyCode(code))
      throw new FormatError(`"${values[0]}" is not a currency code, like "USD" or "EUR"`);
    return [code];
  }
  if (name === 'join' && values[0] !== undefined) {
    const bad = forbiddenPart(values[0]);
    if (bad !== undefined) throw new FormatError(`"${bad}" is not a valid name`);
    if (!isLogicFieldId(values[0])) throw new FormatError(`"${values[0]}" is not a valid key`);
    if (values[1] !== undefined && !CONJUNCTION.test(values[1])) {
      throw new FormatError(`"${values[1]}" is not a joining word, like "and" or "or"`);
    }
  }
  return values;
}

/** Parses a format like `date: "Do [day of] MMMM, YYYY"`; never throws: a malformed one gives a readable error. */
export function parseFormat(source: string): ParsedFormat {
  if (source.length > FORMAT_MAX_LENGTH) {
    return { ok: false, error: `the format is longer than ${FORMAT_MAX_LENGTH} characters` };
  }
  if (source.trim() === '') return { ok: false, error: 'the format is empty' };
  const match = NAME_AND_REST.exec(source);
  const name = match?.[1]?.toLowerCase() as FormatName | undefined;
  if (!match || name === undefined || !FORMAT_NAMES.includes(name)) {
    const shown = match?.[1] ?? source.trim().split(/[\s:]/)[0];
    return { ok: false, error: `"${shown}" is not a format: use ${FORMAT_NAMES.join(', ')}` };
  }
  try {
    const values = match[2] === undefined ? [] : readValues(match[2]);
    if (match[2] !== undefined && values.length === 0)
      throw new FormatError(`a value is missing after "${name}:"`);
    return { ok: true, format: { name, args: checkValues(name, values) } };
  } catch (error) {
    if (error instanceof FormatError) return { ok: false, error: error.message };
    throw error;
  }
}
