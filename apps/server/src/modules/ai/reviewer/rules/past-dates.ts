import type { FindingSeverity } from '@lexdraft/contract';
import { finding, type ReviewContext, type RuleFinding, scopeBlocks } from '../context.js';
import { dayNumber, writtenDates } from './written-dates.js';

// Words just before a date that make it a deadline, for which a past day matters more.
const DEADLINE =
  /\b(?:on or before|no later than|not later than|by|until|till|prior to|before|due(?: on)?|expires?(?: on)?|expiring(?: on)?|deadline(?: of| is)?|within \w+ days? (?:of|after))\s+(?:the\s+)?$/i;

const RANK: Record<FindingSeverity, number> = { low: 0, medium: 1, high: 2 };

/**
 * Dates before `now`'s day (in UTC), one finding per date as written: medium where the text makes it a
 * deadline ("no later than January 5, 2024"), low elsewhere (a recital or a past agreement's date may
 * be right). A day that does not exist ("February 30, 2024") is high.
 */
export function findPastDates(context: ReviewContext, now: Date): RuleFinding[] {
  const today = dayNumber(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate());
  const found = new Map<string, RuleFinding>();
  for (const block of scopeBlocks(context)) {
    for (const date of writtenDates(block.text)) {
      let next: RuleFinding;
      if (!date.valid) {
        next = finding(context, {
          severity: 'high',
          title: `Not a date: ${date.text}`,
          explanation: `${date.text} is not a day of the calendar. Correct the day or the month.`,
          block: block.index,
          quote: date.text,
        });
      } else if (dayNumber(date.year, date.month, date.day) < today) {
        const deadline = DEADLINE.test(block.text.slice(Math.max(0, date.index - 40), date.index));
        next = finding(context, {
          severity: deadline ? 'medium' : 'low',
          title: `Date in the past: ${date.text}`,
          explanation: deadline
            ? `${date.text} is a deadline that has already passed. Update it if the document is still to be signed or acted on.`
            : `${date.text} has already passed. That is right for a recital or an earlier agreement's date; check it if it is a start date or a deadline.`,
          block: block.index,
          quote: date.text,
        });
      } else continue;
      const earlier = found.get(date.text);
      if (!earlier || RANK[next.severity] > RANK[earlier.severity]) found.set(date.text, next);
    }
  }
  return [...found.values()];
}
