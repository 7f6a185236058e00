import { describe, expect, it } from 'vitest';
import { conditionProblem, type Expression, expressionFields, parseExpression } from './expression.js';
import { printExpression } from './expression-print.js';

function parsed(source: string): Expression {
  const result = parseExpression(source);
  if (!result.ok) throw new Error(`expected ${source} to parse: ${result.error}`);
  return result.expression;
}

function error(source: string): string {
  const result = parseExpression(source);
  if (result.ok) throw new Error(`expected ${source} to fail`);
  return result.error;
}

const field = (id: string): Expression => ({ kind: 'field', id });
const literal = (value: string | number | boolean): Expression => ({ kind: 'literal', value });

describe('parseExpression', () => {
  it('reads comparisons of fields and literals', () => {
    expect(parsed('entity.entity_type == "LLC"')).toEqual({
      kind: 'compare',
      op: '==',
      left: field('entity.entity_type'),
      right: literal('LLC'),
    });
    for (const op of ['==', '!=', '<', '<=', '>', '>='] as const) {
      expect(parsed(`amount ${op} 1250.5`)).toEqual({
        kind: 'compare',
        op,
        left: field('amount'),
        right: literal(1250.5),
      });
    }
    expect(parsed("name == 'O\\'Brien'")).toMatchObject({ right: literal("O'Brien") });
    expect(parsed('rush == true')).toMatchObject({ right: literal(true) });
    expect(parsed('rush == False')).toMatchObject({ right: literal(false) });
    expect(parsed('balance > -5')).toMatchObject({ right: literal(-5) });
  });

  it('reads a name with spaces in brackets', () => {
    expect(parsed('[Closing Date] < "2027-01-15"')).toMatchObject({ left: field('Closing Date') });
    expect(parsed('[ Closing Date ]')).toEqual(field('Closing Date'));
  });

  it('reads in and not in with a list of literals and fields', () => {
    expect(parsed('entity.entity_type in ["LLC", "Corporation", [Other Type]]')).toEqual({
      kind: 'in',
      left: field('entity.entity_type'),
      right: { kind: 'list', items: [literal('LLC'), literal('Corporation'), field('Other Type')] },
    });
    expect(parsed('x in []')).toEqual({ kind: 'in', left: field('x'), right: { kind: 'list', items: [] } });
    expect(parsed('x not in [1]')).toEqual({
      kind: 'not',
      operand: { kind: 'in', left: field('x'), right: { kind: 'list', items: [literal(1)] } },
    });
  });

  it('binds or loosest, then and, then not, then comparisons', () => {
    expect(parsed('a or b and not c == 1')).toEqual({
      kind: 'or',
      left: field('a'),
      right: {
        kind: 'and',
        left: field('b'),
        right: { kind: 'not', operand: { kind: 'compare', op: '==', left: field('c'), right: literal(1) } },
      },
    });
    expect(parsed('(a or b) and c')).toMatchObject({ kind: 'and', left: { kind: 'or' } });
    expect(parsed('a and b and c')).toMatchObject({ kind: 'and', left: { kind: 'and' }, right: field('c') });
    expect(parsed('A AND NOT b')).toMatchObject({ kind: 'and', right: { kind: 'not' } });
  });

  it('says what is wrong, and where', () => {
    expect(error('entity.entity_type == ')).toBe('a value is missing after "=="');
    expect(error('a and')).toBe('a value is missing after "and"');
    expect(error('a == 1)')).toBe('unexpected ")" after "1"');
    expect(error(')')).toBe('unexpected ")"');
    expect(error('(a == 1')).toBe('a "(" is not closed');
    expect(error('name == "Ada')).toBe('the text "Ada" is not closed');
    expect(error('x in ["a", "b"')).toBe('a "[" is not closed');
    expect(error('x in "a"')).toBe('a list like ["A", "B"] is expected after "in"');
    expect(error('x in ["a" "b"]')).toBe('a "," or "]" is expected in the list, not ""b""');
    expect(error('a = 1')).toBe('use "==" to compare, not "="');
    expect(error('a && b')).toBe('use "and", not "&&"');
    expect(error('a @ b')).toBe('unexpected "@"');
    expect(error('a b')).toBe('unexpected "b" after "a"');
    expect(error('   ')).toBe('the condition is empty');
    expect(error('[1st]')).toBe('"1st" is not a valid field name');
    expect(error('[Closing Date')).toBe('a "[" is not closed');
    expect(error('x == 1e3')).toBe('unexpected "e3" after "1"');
  });

  it('refuses __proto__, constructor and prototype in any part of a name', () => {
    expect(error('__proto__')).toBe('"__proto__" is not a valid name');
    expect(error('a.constructor == 1')).toBe('"constructor" is not a valid name');
    expect(error('[x.prototype.y]')).toBe('"prototype" is not a valid name');
    expect(error('x in [constructor]')).toBe('"constructor" is not a valid name');
  });

  it('bounds the length and the nesting', () => {
    expect(error(`x == "${'a'.repeat(1_000)}"`)).toBe('the condition is longer than 1,000 characters');
    expect(parseExpression(`${'('.repeat(20)}x${')'.repeat(20)}`).ok).toBe(true);
    expect(error(`${'('.repeat(21)}x${')'.repeat(21)}`)).toBe('the condition nests deeper than 20 levels');
    expect(error(`${'not '.repeat(21)}x`)).toBe('the condition nests deeper than 20 levels');
    expect(error('x == 9999999999999999')).toBe('the number "9999999999999999" is too large');
  });
});

describe('expressionFields', () => {
  it('lists the fields read, each once, in order', () => {
    expect(expressionFields(parsed('b == a or not (a in [c, "x"]) and [Closing Date]'))).toEqual([
      'b',
      'a',
      'c',
      'Closing Date',
    ]);
  });
});

describe('conditionProblem', () => {
  it('names the condition and the error', () => {
    expect(conditionProblem('entity.entity_type == ')).toBe(
      'Condition "entity.entity_type == ": a value is missing after "=="',
    );
    expect(conditionProblem('entity.entity_type == "LLC"')).toBeUndefined();
    expect(conditionProblem(`${'x or '.repeat(40)}`)).toMatch(
      /^Condition "(x or ){20}…": a value is missing after "or"$/,
    );
  });
});

describe('printExpression', () => {
  it('writes text that reads back to the same tree', () => {
    for (const source of [
      'a or b and not c == 1',
      '(a or b) and c',
      'a and (b and c)',
      'not (a and b)',
      '[Closing Date] >= "2027-01-15"',
      '[and] == true',
      'x in ["LLC", \'say "hi"\', -2.5, [A b]]',
      '(not a) == false',
      'x not in ["a\\\\b"]',
    ]) {
      const tree = parsed(source);
      expect(parsed(printExpression(tree))).toEqual(tree);
    }
    expect(printExpression(parsed('a OR (b AND c)'))).toBe('a or b and c');
    expect(printExpression(literal(1e-7))).toBe('0.0000001');
  });
});
