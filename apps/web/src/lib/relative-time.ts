import { DAY_MS, formatFieldDate, WEEK_MS } from '@lexdraft/core';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * "just now", "3 min ago", "2 hours ago", "4 days ago"; from a week on the date
 * ("Mar 4, 2025"), since "5 weeks ago" is harder to place than a date. Times ahead of the clock
 * (a server a little ahead of this machine) count as just now.
 */
export function formatRelativeTime(value: string, now: number = Date.now()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return formatFieldDate(value);
  const elapsed = now - time;
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY_MS) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK_MS) return plural(Math.floor(elapsed / DAY_MS), 'day');
  return formatFieldDate(value);
}
