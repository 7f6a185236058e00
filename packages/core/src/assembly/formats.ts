import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import { toCardinal } from 'n2words/en-US';
import { readCalendarDay } from './calendar-day.js';
import type { Format } from './format-syntax.js';
import { readNumber } from './read-number.js';

// Printing values the way a lawyer writes them. The only file of core that imports dayjs and
// n2words: what does not print values (the editor's first load) does not carry them.

export { type Format, type FormatName, type ParsedFormat, parseFormat } from './format-syntax.js';

/** One item of a list: its keys and their values. */
export type ListRow = Readonly<Record<string, string>>;
/** A printed value; readable is false when the format could not read it and it prints as it is. */
type Printed = { text: string; readable: boolean };

const DEFAULT_DATE_PATTERN = 'MMMM D, YYYY';
const DEFAULT_JOIN_KEY = 'name';
const ORDINAL_SUFFIXES = ['th', 'st', 'nd', 'rd'];

let pluginsAdded = false;
/** dayjs with the Do token; extended on first use rather than on import, so importing has no side effect. */
function dates(): typeof dayjs {
  if (!pluginsAdded) {
    dayjs.extend(advancedFormat);
    pluginsAdded = true;
  }
  return dayjs;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(currency: string | undefined): Intl.NumberFormat {
  const key = currency ?? '';
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      'en-US',
      currency ? { style: 'currency', currency } : { maximumFractionDigits: 10 },
    );
    numberFormats.set(key, format);
  }
  return format;
}

function ordinal(value: number): string | undefined {
  if (!Number.isSafeInteger(value) || value < 0) return undefined;
  const lastTwo = value % 100;
  return `${value}${ORDINAL_SUFFIXES[(lastTwo - 20) % 10] ?? ORDINAL_SUFFIXES[lastTwo] ?? ORDINAL_SUFFIXES[0]}`;
}

function printDate(value: string, pattern: string): string | undefined {
  const day = readCalendarDay(value);
  if (!day) return undefined;
  // A calendar day at local midnight, set with setFullYear so that years below 100 stay themselves.
  const date = new Date(2000, 0, 1);
  date.setFullYear(day.year, day.month - 1, day.day);
  return dates()(date).format(pattern);
}

function printNumber(value: string, format: Format): string | undefined {
  const number = readNumber(value);
  // Past 2^53 a number has lost digits: printing it would print another number.
  if (number === undefined || Math.abs(number) > Number.MAX_SAFE_INTEGER) return undefined;
  if (format.name === 'currency') return numberFormat(format.args[0] ?? 'USD').format(number);
  if (format.name === 'number') return numberFormat(undefined).format(number);
  if (format.name === 'ordinal') return ordinal(number);
  return toCardinal(number);
}

function titleCase(value: string): string {
  // A letter after a space, a hyphen or an opening bracket starts a word; the rest is kept as typed (LLC stays LLC).
  return value.replace(
    /(^|[\s\-("/])(\p{L})/gu,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

function print(value: string, format: Format): string | undefined {
  switch (format.name) {
    case 'date':
      return printDate(value, format.args[0] ?? DEFAULT_DATE_PATTERN);
    case 'currency':
    case 'number':
    case 'words':
    case 'ordinal':
      return printNumber(value, format);
    case 'upper':
      return value.toUpperCase();
    case 'lower':
      return value.toLowerCase();
    case 'title':
      return titleCase(value);
    default:
      // join and count print lists, not one value.
      return undefined;
  }
}

/** A value printed with a format; one the format cannot read prints as it is, with readable false. Never throws. */
export function formatValue(value: string, format: Format): Printed {
  try {
    const text = print(value, format);
    return text === undefined ? { text: value, readable: false } : { text, readable: true };
  } catch {
    // A library refusing an edge case (a number too large for words) is an unreadable value, not a failure.
    return { text: value, readable: false };
  }
}

function joinWords(words: string[], conjunction: string): string {
  if (words.length <= 1) return words.join('');
  if (words.length === 2) return `${words[0]} ${conjunction} ${words[1]}`;
  return `${words.slice(0, -1).join(', ')}, ${conjunction} ${words.at(-1)}`;
}

/** A list printed with join (`Ada Pryce, Ben Quill, and Cy Rowe`) or count; other formats join names, unreadable. */
export function formatList(rows: readonly ListRow[], format: Format): Printed {
  if (format.name === 'count') return { text: String(rows.length), readable: true };
  const key = (format.name === 'join' ? format.args[0] : undefined) ?? DEFAULT_JOIN_KEY;
  // Object.hasOwn first: a row's key is read only when the row itself holds it, never through a prototype.
  const words = rows
    .map((row) => (Object.hasOwn(row, key) ? row[key] : undefined))
    .filter((word): word is string => typeof word === 'string' && word.trim() !== '')
    .map((word) => word.trim());
  const text = joinWords(words, (format.name === 'join' ? format.args[1] : undefined) ?? 'and');
  // Rows that all lack the key usually mean a mistyped key: mark it, as an unreadable value is marked.
  return { text, readable: format.name === 'join' && (rows.length === 0 || words.length > 0) };
}
