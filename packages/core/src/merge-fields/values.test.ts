import { describe, expect, it } from 'vitest';
import { type FieldValueSources, fieldValue, layeredFieldValue } from './values.js';

// Layered values (docs/field-trust.md): the document's own value, then the linked record's, then
// the firm's default; a cleared (blank) value of a layer falls through to the one below.

const layers = {
  records: { 'entity.name': 'Acme Holdings LLC', law: 'Record law' },
  defaults: { law: 'Delaware', 'entity.name': 'Default entity', fee: '500' },
};

describe('layeredFieldValue', () => {
  it("takes the document's own value over both layers, wherever the document keeps it", () => {
    const sources: FieldValueSources = {
      values: { law: 'New York' },
      customFields: [{ name: 'entity.name', value: 'Acme Inc.' }],
      smartValues: { fee: { amount: '10' }, fee2: '7' },
      layers,
    };
    expect(layeredFieldValue('law', sources)).toEqual({ value: 'New York', layer: 'document' });
    expect(layeredFieldValue('entity.name', sources)).toEqual({ value: 'Acme Inc.', layer: 'document' });
    expect(layeredFieldValue('fee.amount', sources)).toEqual({ value: '10', layer: 'document' });
  });

  it("takes the linked record's value over the firm's default", () => {
    expect(layeredFieldValue('entity.name', { values: {}, layers })).toEqual({
      value: 'Acme Holdings LLC',
      layer: 'record',
    });
    expect(layeredFieldValue('law', { values: {}, layers })).toEqual({
      value: 'Record law',
      layer: 'record',
    });
  });

  it("falls back to the firm's default when neither the document nor a record fills the field", () => {
    expect(layeredFieldValue('fee', { values: {}, layers })).toEqual({ value: '500', layer: 'default' });
  });

  it('treats a cleared or blank value as unfilled, in every layer', () => {
    const sources: FieldValueSources = {
      values: { law: '', 'entity.name': '   ' },
      smartValues: { fee: '' },
      layers: { records: { law: ' ' }, defaults: { law: 'Delaware', fee: '500' } },
    };
    expect(layeredFieldValue('law', sources)).toEqual({ value: 'Delaware', layer: 'default' });
    expect(layeredFieldValue('fee', sources)).toEqual({ value: '500', layer: 'default' });
    expect(layeredFieldValue('entity.name', sources)).toBeUndefined();
  });

  it('answers undefined without layers, or when no layer fills the field', () => {
    expect(layeredFieldValue('law', { values: {} })).toBeUndefined();
    expect(layeredFieldValue('missing', { values: {}, layers })).toBeUndefined();
  });

  it('shows numbers of smart-field values as text', () => {
    expect(layeredFieldValue('n', { values: {}, smartValues: { n: 0 } })).toEqual({
      value: '0',
      layer: 'document',
    });
  });
});

describe('fieldValue', () => {
  it("is the layered value's text", () => {
    expect(fieldValue('law', { values: { law: '' }, layers })).toBe('Record law');
    expect(fieldValue('fee', { values: {}, layers })).toBe('500');
    expect(fieldValue('other', { values: {}, layers })).toBeUndefined();
  });
});
