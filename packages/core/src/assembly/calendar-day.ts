// Reading a date as a calendar day (no time, no time zone): `2027-01-15`, `01/15/2027`,
// `January 15, 2027`, `Jan. 15 2027`, `15 January 2027`, `15th day of January, 2027`. Stored
// dates are days, so they are never shifted through UTC midnight into another day.

/** A day of the calendar; month 1 to 12. */
export type CalendarDay = { year: number; month: number; day: number };

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

// Lower case throughout: the text is read after toLowerCase.
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[t ][\d:.]+(?:z|[+-]\d{2}:?\d{2})?)?$/;
const US_NUMERIC = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const MONTH_FIRST = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/;
const DAY_FIRST = /^(\d{1,2})(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?([a-z]+)\.?,?\s+(\d{4})$/;
const WEEKDAY = /^[a-z]+day,?\s+/;
const DATE_TEXT_MAX = 64;

function monthNumber(name: string): number | undefined {
  // Full names and abbreviations of at least three letters: Jan, Sept, Sept.
  if (name.length < 3) return undefined;
  const index = MONTH_NAMES.findIndex((month) => month.startsWith(name));
  return index < 0 ? undefined : index + 1;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysIn(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!;
}

function day(year: number, month: number | undefined, date: number): CalendarDay | undefined {
  if (month === undefined || month < 1 || month > 12 || year < 1) return undefined;
  return date >= 1 && date <= daysIn(year, month) ? { year, month, day: date } : undefined;
}

/** The calendar day a text names, or undefined when it is not one (or no such day exists). */
export function readCalendarDay(text: string): CalendarDay | undefined {
  if (text.length > DATE_TEXT_MAX) return undefined;
  const plain = text.trim().toLowerCase().replace(/\s+/g, ' ').replace(WEEKDAY, '');
  let match = ISO.exec(plain);
  if (match) return day(Number(match[1]), Number(match[2]), Number(match[3]));
  match = US_NUMERIC.exec(plain);
  if (match) return day(Number(match[3]), Number(match[1]), Number(match[2]));
  match = MONTH_FIRST.exec(plain);
  if (match) return day(Number(match[3]), monthNumber(match[1]!), Number(match[2]));
  match = DAY_FIRST.exec(plain);
  if (match) return day(Number(match[3]), monthNumber(match[2]!), Number(match[1]));
  return undefined;
}

/** A number that orders days as the calendar does. */
export function dayOrder(value: CalendarDay): number {
  return value.year * 10_000 + value.month * 100 + value.day;
}
