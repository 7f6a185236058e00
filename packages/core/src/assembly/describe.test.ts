import { describe, expect, it } from 'vitest';
import { describeCondition, describeRepeat } from './describe.js';
import { parseExpression } from './expression.js';

const LABELS: Record<string, string> = {
  'entity.entity_type': 'Entity type',
  rush: 'Rush',
  amount: 'Amount',
  sellers: 'Sellers',
};
const labelOf = (id: string) => LABELS[id] ?? id;

function words(source: string): string {
  const parsed = parseExpression(source);
  if (!parsed.ok) throw new Error(parsed.error);
  return describeCondition(parsed.expression, labelOf);
}

describe('describeCondition', () => {
  it('reads comparisons with labels', () => {
    expect(words('entity.entity_type == "LLC"')).toBe('Entity type is LLC');
    expect(words('entity.entity_type != "LLC"')).toBe('Entity type is not LLC');
    expect(words('amount < 100')).toBe('Amount is less than 100');
    expect(words('amount <= 100')).toBe('Amount is at most 100');
    expect(words('amount > 100')).toBe('Amount is more than 100');
    expect(words('amount >= 100')).toBe('Amount is at least 100');
  });

  it('reads in, a field alone, and not', () => {
    expect(words('entity.entity_type in ["LLC", "Corporation"]')).toBe(
      'Entity type is one of LLC, Corporation',
    );
    expect(words('entity.entity_type not in ["LLC"]')).toBe('Entity type is not one of LLC');
    expect(words('rush')).toBe('Rush is set');
    expect(words('not rush')).toBe('Rush is not set');
    expect(words('rush == true')).toBe('Rush is set');
    expect(words('rush != true')).toBe('Rush is not set');
    expect(words('amount == ""')).toBe('Amount is blank');
    expect(words('not entity.entity_type == "LLC"')).toBe('Entity type is not LLC');
    expect(words('not (rush and amount)')).toBe('not (Rush is set and Amount is set)');
  });

  it('joins with and and or, bracketing a chain of the other kind', () => {
    expect(words('rush and amount > 5 and not other')).toBe(
      'Rush is set and Amount is more than 5 and other is not set',
    );
    expect(words('rush or amount and other')).toBe('Rush is set or (Amount is set and other is set)');
    expect(words('(rush == "x") == false')).toBe('(Rush is x) is false');
  });
});

describe('describeRepeat', () => {
  it('names the record lists, and a list field by its label', () => {
    expect(describeRepeat('entity.owners', labelOf)).toBe('For each owner of the entity');
    expect(describeRepeat('entity.contacts', labelOf)).toBe('For each contact of the entity');
    expect(describeRepeat('document.entities', labelOf)).toBe('For each entity linked to the document');
    expect(describeRepeat('document.owners', labelOf)).toBe('For each owner linked to the document');
    expect(describeRepeat('document.contacts', labelOf)).toBe('For each contact linked to the document');
    expect(describeRepeat('sellers', labelOf)).toBe('For each row of Sellers');
  });
});
