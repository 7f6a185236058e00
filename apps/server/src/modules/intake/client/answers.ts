import type { IntakeAnswersInput } from '@lexdraft/contract';
import type { IntakeRow } from '../status.js';

type Lists = IntakeRow['lists'];

/**
 * The stored answers with those sent merged in, kept to the request's fields: a key it does not
 * ask is dropped, a list sent as `null` is removed, every other sent value replaces the stored one.
 */
export function mergedAnswers(row: IntakeRow, sent: IntakeAnswersInput) {
  const asked = new Set(row.fields);
  const answers: Record<string, string> = {};
  for (const [id, value] of Object.entries({ ...row.answers, ...sent.answers }))
    if (asked.has(id)) answers[id] = value;
  const lists: Lists = {};
  for (const [id, rows] of Object.entries({ ...row.lists, ...sent.lists }))
    if (asked.has(id) && rows !== null) lists[id] = rows;
  return { answers, lists };
}
