import { parseExpression } from '@lexdraft/core';
import { describe, expect, it } from 'vitest';
import { type BuilderState, buildExpression, readBuilder } from './condition-builder';

const read = (source: string) => {
  const parsed = parseExpression(source);
  if (!parsed.ok) throw new Error(parsed.error);
  return readBuilder(parsed.expression);
};

describe('condition builder', () => {
  it('writes each operator as the expression language spells it', () => {
    const field = 'entity.entity_type';
    const build = (operator: string, value = '') => buildExpression({ field, operator, value });
    expect(build('==', 'LLC')).toBe('entity.entity_type == "LLC"');
    expect(build('!=', 'LLC')).toBe('entity.entity_type != "LLC"');
    expect(build('in', 'LLC, Corporation')).toBe('entity.entity_type in ["LLC", "Corporation"]');
    expect(build('<', '1250')).toBe('entity.entity_type < 1250');
    expect(build('set')).toBe('entity.entity_type');
    expect(build('unset')).toBe('not entity.entity_type');
    // A value with both quotes loses its double ones: no literal holds both.
    expect(buildExpression({ field: 'Closing Date', operator: '>=', value: `it's "late"` })).toBe(
      `[Closing Date] >= "it's late"`,
    );
    expect(buildExpression({ field: '', operator: '==', value: 'x' })).toBe('');
  });

  it('reads back what it writes, and nothing it cannot show', () => {
    const states: BuilderState[] = [
      { field: 'entity.entity_type', operator: '==', value: 'LLC' },
      { field: 'entity.entity_type', operator: 'in', value: 'LLC, Corporation' },
      { field: 'Closing Date', operator: 'set', value: '' },
      { field: 'agreement.rush', operator: 'unset', value: '' },
      { field: 'amount', operator: '>', value: '1250' },
    ];
    for (const state of states) expect(read(buildExpression(state))).toEqual(state);
    expect(read('a == 1 and b == 2')).toBeUndefined();
    expect(read('a == b')).toBeUndefined();
  });
});
