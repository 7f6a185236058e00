import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = Date.parse('2025-03-10T12:00:00Z');
const before = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;

describe('formatRelativeTime', () => {
  it.each([
    [0, 'just now'],
    [59 * 1000, 'just now'],
    [-5 * MINUTE, 'just now'],
    [3 * MINUTE, '3 min ago'],
    [59 * MINUTE, '59 min ago'],
    [60 * MINUTE, '1 hour ago'],
    [5 * 60 * MINUTE, '5 hours ago'],
    [24 * 60 * MINUTE, '1 day ago'],
    [6 * 24 * 60 * MINUTE, '6 days ago'],
  ])('says %i ms ago as "%s"', (elapsed, expected) => {
    expect(formatRelativeTime(before(elapsed), now)).toBe(expected);
  });

  it('gives the date from a week on, and says when a date is not one', () => {
    expect(formatRelativeTime('2025-03-03T12:00:00Z', now)).toBe('Mar 3, 2025');
    expect(formatRelativeTime('not a date', now)).toBe('Invalid date');
  });
});
