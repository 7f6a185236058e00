import { describe, expect, it } from 'vitest';
import type { ServiceContext } from '../modules/auth/context.js';
import { buildSmartField } from '../test/factories.js';
import { useFirm } from '../test/firm.js';
import { maskContent, maskCustomFields, maskValues, sensitiveMasker } from './sensitive-masking.js';

const firm = useFirm();

const contextOf = (role: 'viewer' | 'attorney'): ServiceContext => ({
  user: { id: 'u', orgId: firm.orgId, role, permissions: [], email: 'u@x.test', sessionId: 's' },
  meta: { ip: '127.0.0.1', userAgent: 'test' },
});

describe('sensitive masking', () => {
  it("masks a viewer's sensitive values: by default and by the firm's definitions", async () => {
    await buildSmartField(firm.database.db, { orgId: firm.orgId, key: 'matter.passport', sensitive: true });
    const mask = await sensitiveMasker(firm.database.db, contextOf('viewer'));
    expect(mask.active).toBe(true);
    expect(mask('person.ssn_last_4', '123-45-6789')).toBe('•••-••-6789');
    expect(mask('entity.ein', '12-3456789')).toBe('••-•••6789');
    expect(mask('matter.passport', 'X1234567')).toBe('••••4567');
    expect(mask('entity.name', 'Acme LLC')).toBe('Acme LLC');
    expect(mask('entity.ein', '')).toBe('');
  });

  it('masks nothing for an attorney', async () => {
    const mask = await sensitiveMasker(firm.database.db, contextOf('attorney'));
    expect(mask.active).toBe(false);
    expect(mask('person.ssn_last_4', '123-45-6789')).toBe('123-45-6789');
    const content = { merge_field_values: { 'entity.ein': '12-3456789' } };
    expect(maskContent(mask, content)).toBe(content);
  });

  it('masks maps, nested smart-field values, custom fields and a whole content', async () => {
    const mask = await sensitiveMasker(firm.database.db, contextOf('viewer'));
    expect(maskValues(mask, { 'entity.ein': '12-3456789', 'entity.name': 'Acme' })).toEqual({
      'entity.ein': '••-•••6789',
      'entity.name': 'Acme',
    });
    const content = {
      ckeditor_html: '<p>{{client.ssn}}</p>',
      merge_field_values: { 'person.date_of_birth': '1980-04-12' },
      placeholders: { client: { ssn: '123456789', name: 'Ann' }, 'matter.passport': 'X1234567', count: 3 },
      metadata: {
        custom_fields: [
          { name: 'trust.tax_id', value: '98-7654321' },
          { name: 'note', value: 'x' },
        ],
      },
    };
    expect(maskContent(mask, content)).toEqual({
      ckeditor_html: '<p>{{client.ssn}}</p>',
      merge_field_values: { 'person.date_of_birth': '••••-•4-12' },
      placeholders: { client: { ssn: '•••••6789', name: 'Ann' }, 'matter.passport': '••••4567', count: 3 },
      metadata: {
        custom_fields: [
          { name: 'trust.tax_id', value: '••-•••4321' },
          { name: 'note', value: 'x' },
        ],
      },
    });
    expect(maskCustomFields(mask, [{ name: 'client.ein', value: '12-3456789', occurrences: 1 }])).toEqual([
      { name: 'client.ein', value: '••-•••6789', occurrences: 1 },
    ]);
  });
});
