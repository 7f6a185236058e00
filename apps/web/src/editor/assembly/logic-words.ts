import { describeCondition, describeRepeat, parseExpression } from '@lexdraft/core';

// The header lines of the logic blocks in words.

/** "If Entity Type is LLC"; a malformed expression is shown as written. */
export function conditionWords(expression: string, labelOf: (id: string) => string): string {
  const parsed = parseExpression(expression);
  return `If ${parsed.ok ? describeCondition(parsed.expression, labelOf) : expression}`;
}

/** "For each owner of the entity". */
export function repeatWords(list: string, labelOf: (id: string) => string): string {
  return describeRepeat(list, labelOf);
}
