import { describe, expect, it } from 'vitest';
import { readCalendarDay } from './calendar-day.js';
import { readNumber } from './read-number.js';

describe('readCalendarDay', () => {
  it('reads the common ways a day is written', () => {
    const day = { year: 2027, month: 1, day: 15 };
    for (const text of [
      '2027-01-15',
      '2027-1-15',
      '2027-01-15T00:00:00Z',
      '01/15/2027',
      '1/15/2027',
      'January 15, 2027',
      'Jan 15 2027',
      'Jan. 15th, 2027',
      'Friday, January 15, 2027',
      '15 January 2027',
      '15th day of January, 2027',
    ]) {
      expect(readCalendarDay(text)).toEqual(day);
    }
  });

  it('refuses days that do not exist and texts that are not days', () => {
    expect(readCalendarDay('2027-02-29')).toBeUndefined();
    expect(readCalendarDay('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(readCalendarDay('1900-02-29')).toBeUndefined();
    expect(readCalendarDay('13/01/2027')).toBeUndefined();
    expect(readCalendarDay('Ju 5 2027')).toBeUndefined();
    for (const text of ['', 'soon', '2027', '15 Smarch 2027', `${'1'.repeat(100)}`]) {
      expect(readCalendarDay(text)).toBeUndefined();
    }
  });
});

describe('readNumber', () => {
  it('reads numbers with currency symbols, spaces and thousands commas', () => {
    expect(readNumber('1,250')).toBe(1250);
    expect(readNumber('$1,250.00')).toBe(1250);
    expect(readNumber(' € 1 250 000.5 ')).toBe(1250000.5);
    expect(readNumber('-$3')).toBe(-3);
    expect(readNumber('.5')).toBe(0.5);
    expect(readNumber('-0')).toBe(0);
  });

  it('is undefined for text that is not a number', () => {
    for (const text of ['', '$', '1,25', '1.2.3', 'ten', '12abc', '1e5', '0x10', '1'.repeat(100)]) {
      expect(readNumber(text)).toBeUndefined();
    }
  });
});
