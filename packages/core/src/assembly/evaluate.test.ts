import { describe, expect, it } from 'vitest';
import { evaluateCondition, type FieldLookup } from './evaluate.js';
import { parseExpression } from './expression.js';

function holds(source: string, values: Record<string, string> = {}): boolean {
  const parsed = parseExpression(source);
  if (!parsed.ok) throw new Error(parsed.error);
  const lookup: FieldLookup = (id) => (Object.hasOwn(values, id) ? values[id] : undefined);
  return evaluateCondition(parsed.expression, lookup);
}

describe('evaluateCondition', () => {
  it('takes a field alone as true when it is set, and not false, no, 0 or off', () => {
    for (const value of ['yes', 'true', 'LLC', '1', 'x']) expect(holds('rush', { rush: value })).toBe(true);
    for (const value of ['', '  ', 'false', 'No', '0', 'OFF', ' no ']) {
      expect(holds('rush', { rush: value })).toBe(false);
    }
    expect(holds('rush')).toBe(false);
    expect(holds('not rush')).toBe(true);
  });

  it('compares text ignoring case and surrounding spaces', () => {
    expect(holds('entity.entity_type == "LLC"', { 'entity.entity_type': ' llc ' })).toBe(true);
    expect(holds('entity.entity_type != "LLC"', { 'entity.entity_type': 'Corporation' })).toBe(true);
    expect(holds('name < "b"', { name: 'Ada' })).toBe(true);
    expect(holds('name > "b"', { name: 'Ada' })).toBe(false);
  });

  it('compares two numbers as numbers, however they are written', () => {
    expect(holds('amount == 1250', { amount: '$1,250.00' })).toBe(true);
    expect(holds('amount == "1,250"', { amount: '1250' })).toBe(true);
    expect(holds('amount > 999', { amount: '1,250' })).toBe(true);
    expect(holds('amount < "10"', { amount: '9' })).toBe(true);
    expect(holds('amount >= limit', { amount: '€ 100', limit: '100.00' })).toBe(true);
    expect(holds('amount <= -1', { amount: '-$2' })).toBe(true);
    // As text, "9" would come after "10".
    expect(holds('a > b', { a: '9', b: '10' })).toBe(false);
  });

  it('compares two dates as dates, however they are written', () => {
    const values = { closing: 'January 15, 2027' };
    expect(holds('closing == "2027-01-15"', values)).toBe(true);
    expect(holds('closing == "01/15/2027"', values)).toBe(true);
    expect(holds('closing < "2027-02-01"', values)).toBe(true);
    expect(holds('closing > "12/31/2026"', values)).toBe(true);
    expect(holds('[Closing Date] >= "15th day of January, 2027"', { 'Closing Date': 'Jan. 16 2027' })).toBe(
      true,
    );
  });

  it('orders nothing against a blank value, which equals only blank and false', () => {
    expect(holds('amount < 100')).toBe(false);
    expect(holds('amount > 100')).toBe(false);
    expect(holds('amount == ""')).toBe(true);
    expect(holds('amount != ""', { amount: '5' })).toBe(true);
    expect(holds('rush == false')).toBe(true);
    expect(holds('rush == true', { rush: 'Yes' })).toBe(true);
    expect(holds('rush != true', { rush: 'off' })).toBe(true);
  });

  it('matches in against any item by the same equality', () => {
    const values = { type: 'corporation', amount: '$5' };
    expect(holds('type in ["LLC", "Corporation"]', values)).toBe(true);
    expect(holds('type in ["LLC"]', values)).toBe(false);
    expect(holds('amount in [1, 5.0]', values)).toBe(true);
    expect(holds('type in []', values)).toBe(false);
    expect(holds('type not in ["LLC"]', values)).toBe(true);
  });

  it('combines with and, or, not and parentheses', () => {
    const values = { a: 'yes', b: '', c: 'yes' };
    expect(holds('a and b', values)).toBe(false);
    expect(holds('a and not b', values)).toBe(true);
    expect(holds('b or c', values)).toBe(true);
    expect(holds('not (a and c)', values)).toBe(false);
    expect(holds('(a == "yes") == true', values)).toBe(true);
  });

  it('reports each field read that has no value, and only those the outcome depends on', () => {
    const parsed = parseExpression('rush and amount > 5 or type in [other, "LLC"]');
    if (!parsed.ok) throw new Error(parsed.error);
    const missing: string[] = [];
    evaluateCondition(
      parsed.expression,
      (id) => (id === 'type' ? 'LLC' : undefined),
      (id) => missing.push(id),
    );
    // rush is blank, so amount is never read; other is read before "LLC".
    expect(missing).toEqual(['rush', 'other']);
  });
});
