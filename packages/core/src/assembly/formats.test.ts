import { describe, expect, it } from 'vitest';
import { type Format, formatList, formatValue, type ListRow, parseFormat } from './formats.js';

function format(source: string): Format {
  const parsed = parseFormat(source);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.format;
}

const printed = (value: string, source: string) => formatValue(value, format(source));

describe('formatValue', () => {
  it('prints a stored day with the date tokens, never shifted by a time zone', () => {
    expect(printed('2027-01-15', 'date: "Do [day of] MMMM, YYYY"')).toEqual({
      text: '15th day of January, 2027',
      readable: true,
    });
    expect(printed('2027-01-01', 'date: "dddd, MMM D, YYYY (MM/DD)"').text).toBe(
      'Friday, Jan 1, 2027 (01/01)',
    );
    expect(printed('2027-03-02', 'date: "M/D DD.MM"').text).toBe('3/2 02.03');
    expect(printed('2027-12-31', 'date').text).toBe('December 31, 2027');
    expect(printed('January 22, 2027', 'date: "Do"').text).toBe('22nd');
  });

  it('prints currency, numbers, words and ordinals', () => {
    expect(printed('1250', 'currency')).toEqual({ text: '$1,250.00', readable: true });
    expect(printed('$1,250', 'currency: "EUR"').text).toBe('€1,250.00');
    expect(printed('1250', 'currency: eur').text).toBe('€1,250.00');
    expect(printed('1250', 'number').text).toBe('1,250');
    expect(printed('-1250.125', 'number').text).toBe('-1,250.125');
    expect(printed('1,250', 'words').text).toBe('one thousand two hundred fifty');
    expect(printed('101', 'words').text).toBe('one hundred one');
    for (const [value, text] of [
      ['1', '1st'],
      ['2', '2nd'],
      ['3', '3rd'],
      ['11', '11th'],
      ['12', '12th'],
      ['13', '13th'],
      ['15', '15th'],
      ['21', '21st'],
      ['102', '102nd'],
      ['111', '111th'],
    ]) {
      expect(printed(value!, 'ordinal').text).toBe(text);
    }
  });

  it('changes case', () => {
    expect(printed('Ada Pryce', 'upper').text).toBe('ADA PRYCE');
    expect(printed('Ada Pryce', 'lower').text).toBe('ada pryce');
    expect(printed('acme holdings LLC (delaware) co-op', 'title').text).toBe(
      'Acme Holdings LLC (Delaware) Co-Op',
    );
    expect(printed('élan vital', 'title').text).toBe('Élan Vital');
  });

  it('prints a value it cannot read as it is, marked unreadable', () => {
    expect(printed('soon', 'date')).toEqual({ text: 'soon', readable: false });
    expect(printed('2027-02-30', 'date')).toEqual({ text: '2027-02-30', readable: false });
    expect(printed('ten', 'currency')).toEqual({ text: 'ten', readable: false });
    expect(printed('1.5', 'ordinal')).toEqual({ text: '1.5', readable: false });
    expect(printed('-1', 'ordinal')).toEqual({ text: '-1', readable: false });
    expect(printed('a, b', 'join')).toEqual({ text: 'a, b', readable: false });
    expect(printed('3', 'count')).toEqual({ text: '3', readable: false });
    expect(printed('9007199254740993', 'words').readable).toBe(false);
    expect(printed('9007199254740991', 'words').readable).toBe(true);
    expect(printed('••••', 'number')).toEqual({ text: '••••', readable: false });
  });
});

describe('formatList', () => {
  const rows: ListRow[] = [
    { name: 'Ada Pryce', city: 'Boston' },
    { name: 'Ben Quill' },
    { name: 'Cy Rowe', city: 'Austin' },
  ];

  it('joins a key of each row, with a serial comma', () => {
    expect(formatList(rows, format('join'))).toEqual({
      text: 'Ada Pryce, Ben Quill, and Cy Rowe',
      readable: true,
    });
    expect(formatList(rows.slice(0, 2), format('join: "name"')).text).toBe('Ada Pryce and Ben Quill');
    expect(formatList(rows.slice(0, 1), format('join')).text).toBe('Ada Pryce');
    expect(formatList(rows, format('join: "name", "or"')).text).toBe('Ada Pryce, Ben Quill, or Cy Rowe');
    // Rows without the key are left out.
    expect(formatList(rows, format('join: "city"')).text).toBe('Boston and Austin');
    expect(formatList([], format('join'))).toEqual({ text: '', readable: true });
  });

  it('counts rows', () => {
    expect(formatList(rows, format('count'))).toEqual({ text: '3', readable: true });
    expect(formatList([], format('count'))).toEqual({ text: '0', readable: true });
  });

  it('marks a key no row holds, and a format that is not for lists', () => {
    expect(formatList(rows, format('join: "zip"'))).toEqual({ text: '', readable: false });
    expect(formatList(rows, format('upper'))).toEqual({
      text: 'Ada Pryce, Ben Quill, and Cy Rowe',
      readable: false,
    });
  });

  it('never reads a key through a prototype', () => {
    const row = Object.create({ name: 'inherited' }) as Record<string, string>;
    expect(formatList([row], format('join'))).toEqual({ text: '', readable: false });
  });
});

describe('parseFormat', () => {
  it('reads a name and its quoted or bare values', () => {
    expect(parseFormat('date: "Do [day of] MMMM, YYYY"')).toEqual({
      ok: true,
      format: { name: 'date', args: ['Do [day of] MMMM, YYYY'] },
    });
    expect(parseFormat(" join: 'name' , or ")).toEqual({
      ok: true,
      format: { name: 'join', args: ['name', 'or'] },
    });
    expect(parseFormat('Upper')).toEqual({ ok: true, format: { name: 'upper', args: [] } });
  });

  it('says what is wrong', () => {
    const error = (source: string) => {
      const parsed = parseFormat(source);
      return parsed.ok ? undefined : parsed.error;
    };
    expect(error('')).toBe('the format is empty');
    expect(error('shout')).toBe(
      '"shout" is not a format: use date, currency, number, words, ordinal, upper, lower, title, join, count',
    );
    expect(error('upper: "x"')).toBe('"upper" takes no value');
    expect(error('currency: "EUR", "USD"')).toBe('"currency" takes one value, like currency: "EUR"');
    expect(error('currency: "XYZ"')).toBe('"XYZ" is not a currency code, like "USD" or "EUR"');
    expect(error('date: "Do MMMM')).toBe('the text "Do MMMM" is not closed');
    expect(error('date: "Do of MMMM"')).toBe(
      '"of" is not a date part: use YYYY, MMMM, MMM, MM, M, DD, D, Do, dddd, and put words in [brackets]',
    );
    expect(error('date: "HH:mm"')).toContain('"HH" is not a date part');
    expect(error('date: "[day"')).toBe('a "[" in the date pattern is not closed');
    expect(error('date:')).toBe('a value is missing after "date:"');
    expect(error('join: "name" "or"')).toBe('a "," is expected between values, not """');
    expect(error('join: "name",')).toBe('a value is missing after ","');
    expect(error('join: "__proto__"')).toBe('"__proto__" is not a valid name');
    expect(error('join: "a.constructor"')).toBe('"constructor" is not a valid name');
    expect(error('join: "name", "or else"')).toBe('"or else" is not a joining word, like "and" or "or"');
    expect(error(`date: "${'D'.repeat(300)}"`)).toBe('the format is longer than 200 characters');
  });
});
