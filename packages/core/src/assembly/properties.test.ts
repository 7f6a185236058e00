import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateCondition } from './evaluate.js';
import { conditionProblem, type Expression, expressionFields, parseExpression } from './expression.js';
import { printExpression } from './expression-print.js';
import { FORMAT_NAMES } from './format-syntax.js';
import { type Format, formatList, formatValue, parseFormat } from './formats.js';

// Any input gives a value or a readable error, never a throw of another kind and never a read of a
// prototype; a tree written as text reads back as the same tree.

const FORBIDDEN = ['__proto__', 'constructor', 'prototype'];
const PIECES = [
  '(',
  ')',
  '[',
  ']',
  ',',
  ' ',
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  '=',
  '!',
  '&&',
  '||',
  'and',
  'or',
  'not',
  'in',
  'true',
  'False',
  '"',
  "'",
  '\\',
  '"LLC"',
  "'it'",
  '1',
  '-2.5',
  '1e5',
  'x',
  'entity.entity_type',
  '[Closing Date]',
  '__proto__',
  'a.constructor',
  'prototype',
  '@',
  '\n',
  'é',
];
const tokenSoup = fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((pieces) => pieces.join(''));
const anySource = fc.oneof(
  fc.string({ maxLength: 80 }),
  tokenSoup,
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const FIELD_IDS = ['x', 'entity.entity_type', 'Closing Date', 'and', 'True', 'a-b', '_n', 'owner.share'];
const field = fc.constantFrom(...FIELD_IDS).map((id): Expression => ({ kind: 'field', id }));
const number = fc
  .oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.double({ min: -1e15, max: 1e15, noNaN: true }))
  .filter((value) => value === 0 || Math.abs(value) >= 1e-6)
  .map((value) => value || 0);
const literal = fc
  .oneof(fc.string({ maxLength: 12 }), number, fc.boolean())
  .map((value): Expression => ({ kind: 'literal', value }));
const value = fc.oneof(field, literal);
const OPS = ['==', '!=', '<', '<=', '>', '>='] as const;

const { expression } = fc.letrec<{ expression: Expression }>((tie) => ({
  expression: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    value,
    fc.record({ kind: fc.constant('not' as const), operand: tie('expression') }),
    fc.record({
      kind: fc.constantFrom('and' as const, 'or' as const),
      left: tie('expression'),
      right: tie('expression'),
    }),
    fc.record({
      kind: fc.constant('compare' as const),
      op: fc.constantFrom(...OPS),
      left: tie('expression'),
      right: tie('expression'),
    }),
    fc.record({
      kind: fc.constant('in' as const),
      left: tie('expression'),
      right: fc.array(value, { maxLength: 4 }).map((items): Expression => ({ kind: 'list', items })),
    }),
  ),
}));

const parsedTrees = fc.oneof(
  anySource.map((source) => parseExpression(source)),
  expression.map((tree) => parseExpression(printExpression(tree))),
);

describe('the condition language, for any input', () => {
  it('parses to a tree or a readable error, and never throws', () => {
    fc.assert(
      fc.property(anySource, (source) => {
        const parsed = parseExpression(source);
        if (!parsed.ok) expect(parsed.error.length).toBeGreaterThan(0);
        const problem = conditionProblem(source);
        expect(problem === undefined).toBe(parsed.ok);
      }),
      { numRuns: 2_000 },
    );
  });

  it('reads back a written tree as the same tree', () => {
    fc.assert(
      fc.property(expression, (tree) => {
        expect(parseExpression(printExpression(tree))).toEqual({ ok: true, expression: tree });
      }),
      { numRuns: 1_000 },
    );
  });

  it('evaluates any parsed tree to a boolean, reading only its own valid field names', () => {
    const values = fc.func(
      fc.option(
        fc.oneof(
          fc.string({ maxLength: 12 }),
          fc.constantFrom('1,250', '$3', '2027-01-15', 'No', 'January 2, 2027'),
        ),
        { nil: undefined },
      ),
    );
    fc.assert(
      fc.property(parsedTrees, values, (parsed, lookup) => {
        if (!parsed.ok) return;
        const read: string[] = [];
        const missing: string[] = [];
        const result = evaluateCondition(
          parsed.expression,
          (id) => {
            read.push(id);
            return lookup(id);
          },
          (id) => missing.push(id),
        );
        expect(typeof result).toBe('boolean');
        const fields = expressionFields(parsed.expression);
        for (const id of read) {
          expect(fields).toContain(id);
          for (const part of id.split('.')) expect(FORBIDDEN).not.toContain(part);
        }
        expect(missing.every((id) => read.includes(id) && lookup(id) === undefined)).toBe(true);
      }),
      { numRuns: 1_000 },
    );
  });

  it('refuses the prototype names wherever they stand', () => {
    const placed = fc.tuple(
      fc.constantFrom(...FORBIDDEN),
      fc.constantFrom('%', 'a.%', '%.b', '[a b.%]', 'x in [%]', 'x == %'),
    );
    fc.assert(
      fc.property(placed, ([name, place]) => {
        expect(parseExpression(place.replace('%', name))).toEqual({
          ok: false,
          error: `"${name}" is not a valid name`,
        });
      }),
    );
  });
});

describe('formats, for any input', () => {
  const anyFormat = fc.record({
    name: fc.constantFrom(...FORMAT_NAMES),
    args: fc.array(fc.string({ maxLength: 12 }), { maxLength: 3 }),
  }) as fc.Arbitrary<Format>;

  it('parse to a format or a readable error, and never throw', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc
            .constantFrom(...FORMAT_NAMES)
            .chain((name) => fc.string({ maxLength: 30 }).map((rest) => `${name}${rest}`)),
        ),
        (source) => {
          const parsed = parseFormat(source);
          if (!parsed.ok) expect(parsed.error.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('print any value and any list without throwing', () => {
    const row = fc.dictionary(
      fc.constantFrom('name', 'city', '__proto__', 'constructor'),
      fc.string({ maxLength: 8 }),
      { maxKeys: 3 },
    );
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }),
        anyFormat,
        fc.array(row, { maxLength: 4 }),
        (text, format, rows) => {
          const printed = formatValue(text, format);
          expect(typeof printed.text).toBe('string');
          if (!printed.readable) expect(printed.text).toBe(text);
          expect(typeof formatList(rows, format).text).toBe('string');
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
