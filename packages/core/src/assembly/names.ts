import { isFieldId } from '../merge-fields/grammar.js';

// The names logic may use: field ids as merge fields spell them, minus the names that would reach
// an object's prototype if anything ever indexed an object with them.

const FORBIDDEN_PARTS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** The loop name that holds loop.number, loop.first, loop.last and loop.count. */
export const LOOP_NAME = 'loop';

/** The first part of a dotted name that is `__proto__`, `constructor` or `prototype`, if any. */
export function forbiddenPart(name: string): string | undefined {
  return name.split('.').find((part) => FORBIDDEN_PARTS.has(part.trim()));
}

/** True for a field id logic may read: a merge-field id with no forbidden part. */
export function isLogicFieldId(id: string): boolean {
  return isFieldId(id) && forbiddenPart(id) === undefined;
}

const LOOP_ITEM_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const RESERVED_ITEM_NAMES: ReadonlySet<string> = new Set([
  LOOP_NAME,
  'and',
  'or',
  'not',
  'in',
  'true',
  'false',
]);

/** What is wrong with a repeat's LIST and NAME (`{{#each LIST as NAME}}`), or undefined. */
export function repeatProblem(list: string, as: string): string | undefined {
  const bad = forbiddenPart(list) ?? forbiddenPart(as);
  if (bad !== undefined) return `"${bad}" is not a valid name`;
  if (!isFieldId(list)) return `"${list}" is not a valid list name`;
  if (!LOOP_ITEM_NAME.test(as))
    return `"${as}" is not a valid item name: use letters, digits and underscores`;
  if (RESERVED_ITEM_NAMES.has(as.toLowerCase())) return `"${as}" is reserved: choose another item name`;
  return undefined;
}
