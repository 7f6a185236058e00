import { expressionFields, parseExpression } from '@lexdraft/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jinjaFieldName, translateJinjaExpression } from './jinja-expression.js';

// Jinja conditions (docxtpl, docassemble) read into our condition language where they mean the same.

describe('translateJinjaExpression', () => {
  it.each([
    ['client.type == "LLC"', 'client.type == "LLC"'],
    ["client.type == 'LLC'", 'client.type == "LLC"'],
    ['favorite == “turnips”', 'favorite == "turnips"'],
    ['clause == ‘counterparts’', 'clause == "counterparts"'],
    ['amount >= 1000', 'amount >= 1000'],
    ['a != 2.5', 'a != 2.5'],
    ['a < 1 or b > 2', 'a < 1 or b > 2'],
    ['is_paid', 'is_paid'],
    ['not use_counterparts', 'not use_counterparts'],
    ['sky_is_blue and not rain', 'sky_is_blue and not rain'],
    ['(a or b) and c', '(a or b) and c'],
    ['a or (b and c)', 'a or b and c'],
    ['flag == True', 'flag == true'],
    ['flag != False', 'flag != false'],
    ['kind in ["LLC", "Corporation"]', 'kind in ["LLC", "Corporation"]'],
    ["kind not in ['LLC']", 'not kind in ["LLC"]'],
    ['loop.first', 'loop.first'],
    ['loop.index == 1', 'loop.number == 1'],
    ['loop.length > 2', 'loop.count > 2'],
  ])('%s -> %s', (jinja, ours) => {
    const translated = translateJinjaExpression(jinja);
    expect(translated).toEqual({ ok: true, text: ours });
    // What it gives reads in our grammar.
    expect(parseExpression(ours).ok).toBe(true);
  });

  it.each([
    ['x.lower() == "a"', 'calls have no translation'],
    ['favorite_fruit[item]', 'subscripts have no translation'],
    ['name | length > 2', 'filters have no translation'],
    ['json_dict_var is mapping', 'tests ("is") have no translation'],
    ['a + 1 > 2', 'arithmetic has no translation'],
    ['a < b < c', 'chained comparisons have no translation'],
    ['x == None', 'None has no translation'],
    ['loop.index0 == 0', '"loop.index0" has no translation'],
    ['x.__proto__', '"x.__proto__" is not a valid name'],
    ['constructor', '"constructor" is not a valid name'],
    ['x in [y]', 'a list may hold only texts and numbers'],
    ['"open', 'a text in quotes is not closed'],
    ['', 'the condition is empty'],
    ['a ==', 'a value is missing'],
    ['(a', 'a parenthesis is not closed'],
  ])('%s stays text: %s', (jinja, reason) => {
    expect(translateJinjaExpression(jinja)).toEqual({ ok: false, reason });
  });

  it('answers any text with a translation that reads, or a reason; never a throw, never a prototype name', () => {
    const pieces = fc.constantFrom(
      'a',
      'b.c',
      '==',
      '!=',
      '<',
      '>=',
      'and',
      'or',
      'not',
      'in',
      '(',
      ')',
      '[',
      ']',
      ',',
      '"x"',
      "'y'",
      '1',
      '2.5',
      'True',
      'None',
      'is',
      '|',
      'f()',
      'loop.index',
      '__proto__',
      'constructor',
      ' ',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join(' ')),
        ),
        (source) => {
          const translated = translateJinjaExpression(source);
          if (translated.ok) {
            const parsed = parseExpression(translated.text);
            expect(parsed.ok).toBe(true);
            const parts = parsed.ok ? expressionFields(parsed.expression).flatMap((id) => id.split('.')) : [];
            expect(parts.filter((part) => ['__proto__', 'constructor', 'prototype'].includes(part))).toEqual(
              [],
            );
          } else expect(translated.reason).not.toBe('');
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never throws, whatever it reads', () => {
    for (const text of ['((((', ']]', '"\'"', 'not', 'and or', '[1,', '{{', '%}', '\u0000', 'a.b.c.d.e']) {
      expect(() => translateJinjaExpression(text)).not.toThrow();
    }
  });
});

describe('jinjaFieldName', () => {
  it.each([
    ['client.name', 'client.name'],
    ['loop.index', 'loop.number'],
    ['loop.revindex', undefined],
    ['loop.toString', undefined],
    ['x.prototype', undefined],
    ['x.y()', undefined],
  ])('%s -> %s', (jinja, ours) => {
    expect(jinjaFieldName(jinja)).toBe(ours);
  });
});
