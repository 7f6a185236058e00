import { describe, expect, it } from 'vitest';
import { CLEAN_AGREEMENT, contextOf, NOW } from '../fixtures/documents.js';
import { findPastDates } from './past-dates.js';
import { writtenDates } from './written-dates.js';

describe('writtenDates', () => {
  it('reads the usual written forms, US numeric dates month first', () => {
    const text =
      'January 5, 2024; Jan. 5th, 2024; 5 January 2024; the 5th day of January, 2024; 01/05/2024; 2024-01-05; Sept 30 2026';
    expect(writtenDates(text).map(({ text, year, month, day }) => [text, year, month, day])).toEqual([
      ['January 5, 2024', 2024, 1, 5],
      ['Jan. 5th, 2024', 2024, 1, 5],
      ['5 January 2024', 2024, 1, 5],
      ['5th day of January, 2024', 2024, 1, 5],
      ['01/05/2024', 2024, 1, 5],
      ['2024-01-05', 2024, 1, 5],
      ['Sept 30 2026', 2026, 9, 30],
    ]);
  });

  it('marks days no calendar has, and reads no date in figures that are not one', () => {
    expect(
      writtenDates('February 29, 2024 and February 29, 2025 and 13/01/2024').map((date) => date.valid),
    ).toEqual([true, false, false]);
    expect(writtenDates('50/100 of 2024 units, 1/2/24, 12345/2024')).toEqual([]);
  });
});

describe('findPastDates', () => {
  it('finds dates before now: medium as a deadline, low elsewhere, one finding per written date', () => {
    const findings = findPastDates(
      contextOf(
        '<h2>Recitals</h2><p>The lease dated January 5, 2024 is amended.</p>' +
          '<h2>Closing</h2><p>Closing shall occur no later than 01/05/2024, and in any case before January 5, 2024.</p>' +
          '<p>Payment on or before 31 May 2025; renewal on June 1, 2025 and July 1, 2025.</p>',
      ),
      NOW,
    );
    expect(findings.map(({ severity, quote, clause_id }) => [severity, quote, clause_id])).toEqual([
      ['medium', 'January 5, 2024', 'closing'],
      ['medium', '01/05/2024', 'closing'],
      ['medium', '31 May 2025', 'closing'],
    ]);
    expect(findPastDates(contextOf('<p>As agreed on January 5, 2024.</p>'), NOW)[0]?.severity).toBe('low');
  });

  it('finds a day that does not exist, even in the future', () => {
    const [found] = findPastDates(contextOf('<p>Due on February 30, 2026.</p>'), NOW);
    expect(found).toMatchObject({ severity: 'high', title: 'Not a date: February 30, 2026' });
  });

  it('finds nothing in the clean agreement', () => {
    expect(findPastDates(contextOf(CLEAN_AGREEMENT), NOW)).toEqual([]);
  });
});
