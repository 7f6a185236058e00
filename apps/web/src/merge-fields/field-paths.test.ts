import { describe, expect, it } from 'vitest';
import type { ServerFieldDefinition } from '@/api/merge-fields';
import { isMultiLineField, valuePathOf } from './field-paths';

const smart: ServerFieldDefinition = {
  id: 'governing_law',
  label: 'Governing Law',
  category: 'Terms',
  type: 'text',
  source: 'smart',
};

describe('field paths', () => {
  it('saves smart fields as smart, plain custom names as custom, and the rest with the values', () => {
    expect(valuePathOf('governing_law', smart)).toBe('smart');
    expect(valuePathOf('retainer', undefined)).toBe('custom');
    expect(valuePathOf('client.name', undefined)).toBe('standard');
    expect(valuePathOf('person.first_name', undefined)).toBe('standard');
  });

  it('types addresses and terms on several lines, but not an email address', () => {
    expect(isMultiLineField('entity.entity_address')).toBe(true);
    expect(isMultiLineField('payment_terms')).toBe(true);
    expect(isMultiLineField('client.email_address')).toBe(false);
    expect(isMultiLineField('entity.name')).toBe(false);
  });
});
