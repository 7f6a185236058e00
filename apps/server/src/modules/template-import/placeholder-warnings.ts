import type { PlaceholderProblem } from './detect-placeholders.js';
import type { PlaceholderCollector, PlaceholderLocation } from './placeholder-collector.js';
import { OCCURRENCE } from './sentinels.js';

// The words of the import's warnings about placeholders: where one stands, and the paragraph's text
// around it as the document shows it.

const CONTEXT_CHARS = 60;

/** How a warning names a place of the file. */
export const PLACE: Record<PlaceholderLocation, string> = {
  body: 'the body',
  table: 'a table',
  header: 'the header',
  footer: 'the footer',
};

/** The warning for a broken placeholder, naming it, where it is and the text around it. */
export function problemWarning(
  problem: PlaceholderProblem,
  text: string,
  location: PlaceholderLocation,
  collector: PlaceholderCollector,
): string {
  const where = PLACE[location];
  const around = contextAround(text, problem.at, problem.at + problem.text.length, collector);
  switch (problem.problem) {
    case 'unterminated':
      return `Unterminated placeholder "${problem.text}" in ${where} ("${around}"): it has no closing ${problem.text.startsWith('{{') ? '}}' : '}'} and was left as text.`;
    case 'unopened':
      return `Broken placeholder "${problem.text}" in ${where} ("${around}"): its closing }} has no opening {{, and it was left as text.`;
    case 'mismatched':
      return problem.text.startsWith('{/')
        ? `Broken tag "${problem.text}" in ${where} ("${around}"): it closes "${problem.other}", which it does not match, and was left as text.`
        : `Broken tag "${problem.text}" in ${where} ("${around}"): it is closed by "${problem.other}", which does not match it, and was left as text.`;
    case 'empty':
      return `Empty placeholder "${problem.text}" in ${where} ("${around}"): it names no field and was left as text.`;
    case 'too-long':
      return `Placeholder "${problem.text}…" in ${where} is longer than 100 characters, too long for a field name, and was left as text.`;
  }
}

/** The paragraph's text around a stretch, placeholders shown as the document shows them. */
export function contextAround(
  text: string,
  start: number,
  end: number,
  collector: PlaceholderCollector,
): string {
  const from = Math.max(0, start - CONTEXT_CHARS);
  const to = Math.min(text.length, end + CONTEXT_CHARS);
  const snippet = text
    .slice(from, to)
    .replace(OCCURRENCE, (_, index: string) => collector.occurrences[Number(index)]?.shown ?? '')
    // A marker the window cut in two, and the footer's page-number markers.
    .replace(/^\d*\uE001/, '')
    .replace(/\uE000\d*$/, '')
    .replace(/[\uE000-\uE00F]/g, '')
    .replace(/\uFFFC/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return `${from > 0 ? '…' : ''}${snippet}${to < text.length ? '…' : ''}`;
}
