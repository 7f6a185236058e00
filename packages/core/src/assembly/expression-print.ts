import type { Expression } from './expression.js';

// Writes a parsed condition back as text that parses to the same tree: the builder in the editor
// makes a tree, and this is the text stored in data-if.

const BARE_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
const KEYWORDS: ReadonlySet<string> = new Set(['and', 'or', 'not', 'in', 'true', 'false']);

// How tightly each kind binds; a child that binds more loosely than its place allows gets parentheses.
const OR = 1;
const AND = 2;
const NOT = 3;
const COMPARE = 4;
const VALUE = 5;

function precedence(expression: Expression): number {
  if (expression.kind === 'or') return OR;
  if (expression.kind === 'and') return AND;
  if (expression.kind === 'not') return NOT;
  if (expression.kind === 'compare' || expression.kind === 'in') return COMPARE;
  return VALUE;
}

function printNumber(value: number): string {
  const text = String(value);
  // 1e-7 would not parse back: write its digits out instead.
  return text.includes('e') ? value.toFixed(20).replace(/\.?0+$/, '') : text;
}

function printValue(value: string | number | boolean): string {
  if (typeof value === 'number') return printNumber(value);
  if (typeof value === 'boolean') return String(value);
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

function printAt(expression: Expression, least: number): string {
  const text = print(expression);
  return precedence(expression) < least ? `(${text})` : text;
}

function print(expression: Expression): string {
  switch (expression.kind) {
    case 'field':
      return BARE_NAME.test(expression.id) && !KEYWORDS.has(expression.id.toLowerCase())
        ? expression.id
        : `[${expression.id}]`;
    case 'literal':
      return printValue(expression.value);
    case 'list':
      return `[${expression.items.map(print).join(', ')}]`;
    case 'not':
      return `not ${printAt(expression.operand, NOT)}`;
    case 'and':
    case 'or': {
      const own = precedence(expression);
      // Chains are read left to right, so only a right-hand chain of the same kind needs parentheses.
      return `${printAt(expression.left, own)} ${expression.kind} ${printAt(expression.right, own + 1)}`;
    }
    case 'compare':
      return `${printAt(expression.left, VALUE)} ${expression.op} ${printAt(expression.right, VALUE)}`;
    case 'in':
      return `${printAt(expression.left, VALUE)} in ${print(expression.right)}`;
  }
}

/** The text of a condition: parseExpression reads it back to the same tree. */
export function printExpression(expression: Expression): string {
  return print(expression);
}
