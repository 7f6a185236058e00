import { FIELD_CLOSE, FIELD_OPEN } from '../merge-fields/grammar.js';
import { isLogicFieldId, repeatProblem } from './names.js';

// The logic markers typed as text ({{#if EXPR}}, {{else}}, {{/if}}, {{#each LIST as NAME}},
// {{/each}}) and formatted fields ({{ID | FORMAT}}). Only the marker's shape is read here: the
// expression and the format are checked by their own parsers, so that a marker with a bad
// expression still balances and its node can name the problem.

/** One typed logic marker, read from the text between `{{` and `}}`. */
export type Marker =
  | { kind: 'if'; expression: string }
  | { kind: 'else' }
  | { kind: 'endif' }
  | { kind: 'each'; list: string; as: string }
  | { kind: 'endeach' };

/** The lists filled from the firm's records; any other list is a list field the firm types. */
export const RECORD_LISTS: readonly string[] = [
  'entity.owners',
  'entity.contacts',
  'document.entities',
  'document.owners',
  'document.contacts',
];

/** The fields a repeat adds for each item, beside NAME.key. */
export const LOOP_FIELDS: readonly string[] = ['loop.number', 'loop.first', 'loop.last', 'loop.count'];

const IF = /^#if(?:\s+([\s\S]*))?$/;
const EACH = /^#each\s+(.+?)\s+as\s+(\S+)$/;

/** The logic marker a marker's inner text is, or undefined when it is none (a field, or plain text). */
export function readMarker(inner: string): Marker | undefined {
  const text = inner.trim();
  if (text === 'else') return { kind: 'else' };
  if (text === '/if') return { kind: 'endif' };
  if (text === '/each') return { kind: 'endeach' };
  const ifMatch = IF.exec(text);
  if (ifMatch) return { kind: 'if', expression: (ifMatch[1] ?? '').trim() };
  const eachMatch = EACH.exec(text);
  if (!eachMatch) return undefined;
  const list = eachMatch[1]!.trim();
  const as = eachMatch[2]!;
  return repeatProblem(list, as) === undefined ? { kind: 'each', list, as } : undefined;
}

/** The field id and format of `ID | FORMAT`, or undefined when the text is not one. */
export function readFormattedField(inner: string): { id: string; format: string } | undefined {
  const bar = inner.indexOf('|');
  if (bar < 0) return undefined;
  const id = inner.slice(0, bar).trim();
  const format = inner.slice(bar + 1).trim();
  if (format.length === 0 || !isLogicFieldId(id)) return undefined;
  return { id, format };
}

/** The marker written in text for a field with its format: `{{id | format}}`, or `{{id}}` without one. */
export function fieldMarkerWithFormat(id: string, format: string | null): string {
  return format === null
    ? `${FIELD_OPEN}${id}${FIELD_CLOSE}`
    : `${FIELD_OPEN}${id} | ${format}${FIELD_CLOSE}`;
}
