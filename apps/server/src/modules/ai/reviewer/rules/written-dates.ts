// Dates as contracts write them: "January 5, 2024", "Jan. 5th, 2024", "5 January 2024", "the 5th day
// of January, 2024", "01/05/2024" (US: month first) and "2024-01-05".

const MONTHS = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const YEAR = String.raw`(\d{4})`;

const DATE = new RegExp(
  [
    String.raw`\b${MONTH}\s+${DAY},?\s+${YEAR}\b`,
    String.raw`\b${DAY}\s+(?:day\s+of\s+)?${MONTH},?\s+${YEAR}\b`,
    String.raw`(?<![\d/])(\d{1,2})/(\d{1,2})/${YEAR}\b`,
    String.raw`(?<![\d-])${YEAR}-(\d{2})-(\d{2})\b`,
  ].join('|'),
  'gi',
);

/** A date found in text. */
export interface WrittenDate {
  /** Where it starts in the text, and as written. */
  index: number;
  text: string;
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** False for a day no calendar has: "February 30, 2024", "13/01/2024". */
  valid: boolean;
}

const monthNumber = (name: string) =>
  MONTHS.findIndex((month) => month.startsWith(name.slice(0, 3).toLowerCase())) + 1;

function isCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The dates written in a text, in order. */
export function writtenDates(text: string): WrittenDate[] {
  if (!/\d{4}/.test(text)) return [];
  const dates: WrittenDate[] = [];
  for (const match of text.matchAll(DATE)) {
    const g = match.slice(1);
    let parts: [number, number, number];
    if (g[0] !== undefined) parts = [Number(g[2]), monthNumber(g[0]), Number(g[1])];
    else if (g[3] !== undefined) parts = [Number(g[5]), monthNumber(g[4]!), Number(g[3])];
    else if (g[6] !== undefined) parts = [Number(g[8]), Number(g[6]), Number(g[7])];
    else parts = [Number(g[9]), Number(g[10]), Number(g[11])];
    const [year, month, day] = parts;
    dates.push({
      index: match.index,
      text: match[0],
      year,
      month,
      day,
      valid: isCalendarDay(year, month, day),
    });
  }
  return dates;
}

/** A date's calendar day as a number that sorts: 2024-01-05 -> 20240105. */
export const dayNumber = (year: number, month: number, day: number) => year * 10_000 + month * 100 + day;
