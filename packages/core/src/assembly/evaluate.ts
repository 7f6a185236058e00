import { dayOrder, readCalendarDay } from './calendar-day.js';
import type { Expression } from './expression.js';
import { readNumber } from './read-number.js';

// The interpreter of parsed conditions. Values are read only through the lookup function, never by
// indexing an object with a name, so no name can reach a prototype.

/** A field's value by id; undefined when it has none. */
export type FieldLookup = (id: string) => string | undefined;

/** What an operand of a comparison is: a yes/no (a nested condition, true/false), a number literal, or text. */
type Operand =
  | { kind: 'bool'; value: boolean }
  | { kind: 'number'; value: number }
  | { kind: 'text'; value: string };

const FALSE_WORDS: ReadonlySet<string> = new Set(['false', 'no', '0', 'off']);

/** True when a text counts as set: not blank and not false, no, 0 or off (any case). */
function isSetText(text: string): boolean {
  const plain = text.trim().toLowerCase();
  return plain !== '' && !FALSE_WORDS.has(plain);
}

function isSet(operand: Operand): boolean {
  if (operand.kind === 'bool') return operand.value;
  if (operand.kind === 'number') return operand.value !== 0;
  return isSetText(operand.value);
}

/** -1, 0 or 1 as the calendar, the number line or the alphabet orders two values; undefined when one is blank. */
function order(left: Operand, right: Operand): number | undefined {
  if (left.kind === 'bool' || right.kind === 'bool') return Number(isSet(left)) - Number(isSet(right));
  const leftText = left.kind === 'number' ? String(left.value) : left.value.trim();
  const rightText = right.kind === 'number' ? String(right.value) : right.value.trim();
  if (leftText === '' || rightText === '') return leftText === rightText ? 0 : undefined;
  const leftNumber = left.kind === 'number' ? left.value : readNumber(leftText);
  const rightNumber = right.kind === 'number' ? right.value : readNumber(rightText);
  if (leftNumber !== undefined && rightNumber !== undefined) return Math.sign(leftNumber - rightNumber);
  const leftDay = readCalendarDay(leftText);
  const rightDay = leftDay && readCalendarDay(rightText);
  if (leftDay && rightDay) return Math.sign(dayOrder(leftDay) - dayOrder(rightDay));
  const a = leftText.toLowerCase();
  const b = rightText.toLowerCase();
  return a === b ? 0 : a < b ? -1 : 1;
}

function compare(op: '==' | '!=' | '<' | '<=' | '>' | '>=', left: Operand, right: Operand): boolean {
  const sign = order(left, right);
  // Blank is equal only to blank, and neither before nor after anything.
  if (op === '==') return sign === 0;
  if (op === '!=') return sign !== 0;
  if (sign === undefined) return false;
  if (op === '<') return sign < 0;
  if (op === '<=') return sign <= 0;
  if (op === '>') return sign > 0;
  return sign >= 0;
}

function createEvaluator(value: FieldLookup, missing?: (id: string) => void) {
  const read = (id: string): string => {
    const found = value(id);
    if (found === undefined) {
      missing?.(id);
      return '';
    }
    return found;
  };

  function operand(expression: Expression): Operand {
    if (expression.kind === 'field') return { kind: 'text', value: read(expression.id) };
    if (expression.kind === 'literal') {
      const literal = expression.value;
      if (typeof literal === 'boolean') return { kind: 'bool', value: literal };
      return typeof literal === 'number'
        ? { kind: 'number', value: literal }
        : { kind: 'text', value: literal };
    }
    return { kind: 'bool', value: test(expression) };
  }

  function test(expression: Expression): boolean {
    switch (expression.kind) {
      case 'field':
      case 'literal':
        return isSet(operand(expression));
      case 'list':
        return expression.items.length > 0;
      case 'not':
        return !test(expression.operand);
      // Short-circuit: a field the outcome does not depend on is not read, so it is not missing.
      case 'and':
        return test(expression.left) && test(expression.right);
      case 'or':
        return test(expression.left) || test(expression.right);
      case 'compare':
        return compare(expression.op, operand(expression.left), operand(expression.right));
      case 'in': {
        const left = operand(expression.left);
        const items = expression.right.kind === 'list' ? expression.right.items : [expression.right];
        return items.some((item) => compare('==', left, operand(item)));
      }
    }
  }

  return test;
}

/** Whether a condition holds; a field with no value is reported to missing(id) and counts as blank. */
export function evaluateCondition(
  expression: Expression,
  value: FieldLookup,
  missing?: (id: string) => void,
): boolean {
  return createEvaluator(value, missing)(expression);
}
