import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFieldId, isStandardField } from './grammar.js';
import { MODEL_MERGE_FIELDS, personFields, sourceFields, sourceValueFor } from './model-fields.js';
import { fieldValue } from './values.js';

describe('the model fields', () => {
  it('are standard, well-formed and unique', () => {
    const ids = MODEL_MERGE_FIELDS.map((definition) => definition.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => isStandardField(id) && isFieldId(id))).toBe(true);
    expect(ids).toContain('entity.ein');
    expect(ids).toContain('owner.ownership_percentage');
  });
});

describe('a source’s fields', () => {
  const contact = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    full_name: 'Ada Lovelace',
    email: 'ada@x.test',
  };

  it('fill contact, client and trustee fields, and person fields as a person', () => {
    const fields = sourceFields('contact', { ...contact, phone: null });
    expect(fields['contact.email']).toBe('ada@x.test');
    expect(fields['client.full_name']).toBe('Ada Lovelace');
    expect(fields['trustee.first_name']).toBe('Ada');
    expect(fields['person.primary_email']).toBe('ada@x.test');
    expect(fields).not.toHaveProperty('contact.phone');
  });

  it('fill entity and trust fields, the address as entity_address', () => {
    const fields = sourceFields('entity', { name: 'Acme LLC', ein: '12-3456789', address: '1 Main St' });
    expect(fields['trust.ein']).toBe('12-3456789');
    expect(fields['entity.entity_address']).toBe('1 Main St');
  });

  it('give a field its own id first, else the same column of the source', () => {
    const source = { type: 'contact' as const, fields: sourceFields('contact', contact) };
    expect(sourceValueFor(source, 'person.first_name')).toBe('Ada');
    expect(sourceValueFor(source, 'witness.email')).toBe('ada@x.test');
    expect(sourceValueFor(source, 'witness.ssn')).toBeUndefined();
  });

  it('fill owner fields with a prefix, numbers as text', () => {
    expect(personFields('owner.', { title: 'Manager', ownership_percentage: 50 })).toEqual({
      'owner.title': 'Manager',
      'owner.ownership_percentage': '50',
    });
  });
});

describe('the value a field shows', () => {
  it('takes the merge-field value, then the custom field, then the smart value', () => {
    const sources = {
      values: { a: 'from values', b: '' },
      customFields: [{ name: 'b', value: 'from custom' }],
      smartValues: { c: { d: 'nested' } },
    };
    expect(fieldValue('a', sources)).toBe('from values');
    expect(fieldValue('b', sources)).toBe('from custom');
    expect(fieldValue('c.d', sources)).toBe('nested');
    expect(fieldValue('e', sources)).toBeUndefined();
  });

  it('is never blank: blank values count as unset', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const shown = fieldValue('x', { values: { x: text } });
        return shown === undefined ? text.trim() === '' : shown === text;
      }),
    );
  });
});
