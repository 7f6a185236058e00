import type { Expression } from '@lexdraft/core';

// The condition builder's three controls (field, operator, value) and the expression they write.
// Only simple conditions fit it; anything else is edited as the raw expression.

/** An operator the builder offers, with the expression operator it writes. */
interface BuilderOperator {
  id: string;
  label: string;
}

/** The builder's operators, in the order the select lists them. */
export const BUILDER_OPERATORS: readonly BuilderOperator[] = [
  { id: '==', label: 'is' },
  { id: '!=', label: 'is not' },
  { id: 'in', label: 'is one of' },
  { id: '<', label: 'is less than' },
  { id: '<=', label: 'is at most' },
  { id: '>', label: 'is more than' },
  { id: '>=', label: 'is at least' },
  { id: 'set', label: 'is set' },
  { id: 'unset', label: 'is not set' },
];

/** What the builder shows. */
export interface BuilderState {
  field: string;
  operator: string;
  /** The value; for "is one of", the values separated by commas. */
  value: string;
}

/** True for the operators that take no value. */
export const takesNoValue = (operator: string) => operator === 'set' || operator === 'unset';

// Plain dotted names are written as they are; others (spaces, hyphens) in brackets.
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;

function fieldText(id: string): string {
  return PLAIN_NAME.test(id) ? id : `[${id}]`;
}

function literalText(value: string): string {
  const text = value.trim();
  if (NUMBER.test(text) || text === 'true' || text === 'false') return text;
  if (!text.includes('"')) return `"${text}"`;
  if (!text.includes("'")) return `'${text}'`;
  // A value with both quotes: the double ones are dropped, as no literal can hold both.
  return `"${text.replaceAll('"', '')}"`;
}

/** The expression the builder's state writes: `entity.entity_type == "LLC"`; '' without a field. */
export function buildExpression({ field, operator, value }: BuilderState): string {
  if (field === '') return '';
  const name = fieldText(field);
  if (operator === 'set') return name;
  if (operator === 'unset') return `not ${name}`;
  if (operator === 'in') {
    const items = value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    return `${name} in [${items.map(literalText).join(', ')}]`;
  }
  return `${name} ${operator} ${literalText(value)}`;
}

const literalOf = (expression: Expression): string | undefined =>
  expression.kind === 'literal' ? String(expression.value) : undefined;

/** The builder's state for a parsed expression it can show, or undefined for one it cannot. */
export function readBuilder(expression: Expression): BuilderState | undefined {
  if (expression.kind === 'field') return { field: expression.id, operator: 'set', value: '' };
  if (expression.kind === 'not' && expression.operand.kind === 'field') {
    return { field: expression.operand.id, operator: 'unset', value: '' };
  }
  if (expression.kind !== 'compare' && expression.kind !== 'in') return undefined;
  if (expression.left.kind !== 'field') return undefined;
  const field = expression.left.id;
  if (expression.kind === 'compare') {
    const value = literalOf(expression.right);
    return value === undefined ? undefined : { field, operator: expression.op, value };
  }
  if (expression.right.kind !== 'list') return undefined;
  const values = expression.right.items.map(literalOf);
  if (values.some((value) => value === undefined)) return undefined;
  return { field, operator: 'in', value: values.join(', ') };
}
