import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { buildSmartField } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';

const firm = useFirm();

describe('smart-field definitions', () => {
  it('creates, lists, updates and deletes a definition', async () => {
    const created = await firm.request(firm.attorney, 'POST', '/docs/smart-fields', {
      key: 'matter.number',
      label: ' Matter Number ',
      defaultValue: '2026-001',
    });
    expect(created.statusCode).toBe(201);
    const field = created.json();
    expect(field).toEqual({
      id: expect.any(String),
      key: 'matter.number',
      label: 'Matter Number',
      category: 'custom',
      type: 'text',
      default_value: '2026-001',
      defaultValue: '2026-001',
      validation: {},
      sensitive: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });

    const list = await firm.request(firm.viewer, 'GET', '/docs/smart-fields');
    expect(list.json().smart_fields).toEqual([field]);

    const patched = await firm.request(firm.attorney, 'PATCH', `/docs/smart-fields/${field.id}`, {
      type: 'date',
      default_value: null,
      validation: { required: true },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      key: 'matter.number',
      type: 'date',
      default_value: null,
      defaultValue: null,
      validation: { required: true },
    });

    const deleted = await firm.request(firm.attorney, 'DELETE', `/docs/smart-fields/${field.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await firm.request(firm.viewer, 'GET', '/docs/smart-fields')).json().smart_fields).toEqual([]);
    const audits = await firm.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'smart_field'), eq(auditLog.targetId, field.id)));
    expect(audits.map((row) => row.action).sort()).toEqual([
      'smart_field.created',
      'smart_field.deleted',
      'smart_field.updated',
    ]);
  });

  it('accepts default_value, category and type on create', async () => {
    const created = await firm.request(firm.attorney, 'POST', '/docs/smart-fields', {
      key: 'closing_date',
      label: 'Closing Date',
      category: 'Deal',
      type: 'date',
      default_value: '2026-06-30',
      validation: { required: false },
    });
    expect(created.json()).toMatchObject({ category: 'Deal', type: 'date', default_value: '2026-06-30' });
  });

  it('refuses a key already used in the firm with 409, but not one used by another firm', async () => {
    await buildSmartField(firm.database.db, { orgId: firm.otherOrgId, key: 'shared_key' });
    const body = { key: 'shared_key', label: 'Shared' };
    expect((await firm.request(firm.attorney, 'POST', '/docs/smart-fields', body)).statusCode).toBe(201);
    const again = await firm.request(firm.attorney, 'POST', '/docs/smart-fields', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('A smart field with key "shared_key" already exists');

    const other = await buildSmartField(firm.database.db, { orgId: firm.orgId, key: 'other_key' });
    const renamed = await firm.request(firm.attorney, 'PATCH', `/docs/smart-fields/${other.id}`, {
      key: 'shared_key',
    });
    expect(renamed.statusCode).toBe(409);
  });

  it('answers 422 for a bad key, label or type', async () => {
    const post = (body: object) => firm.request(firm.attorney, 'POST', '/docs/smart-fields', body);
    const badKey = await post({ key: '1 bad', label: 'x' });
    expect(badKey.statusCode).toBe(422);
    expect(badKey.json().detail).toMatch(/^Invalid request: key: must start with a letter or underscore/);
    const standard = await post({ key: 'person.nickname', label: 'x' });
    expect(standard.json().detail).toMatch(/^Invalid request: key: must not start with person\./);
    expect((await post({ key: 'ok', label: '  ' })).json().detail).toBe(
      'Invalid request: label: must not be empty',
    );
    expect((await post({ key: 'ok', label: 'x', type: 'number' })).statusCode).toBe(422);
  });

  it('refuses a viewer with 403, and answers 404 for another firm', async () => {
    const field = await buildSmartField(firm.database.db, { orgId: firm.orgId });
    expect(
      (await firm.request(firm.viewer, 'POST', '/docs/smart-fields', { key: 'v', label: 'v' })).statusCode,
    ).toBe(403);
    expect((await firm.request(firm.viewer, 'DELETE', `/docs/smart-fields/${field.id}`)).statusCode).toBe(
      403,
    );
    const patch = await firm.request(firm.outsider, 'PATCH', `/docs/smart-fields/${field.id}`, {
      label: 'x',
    });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().detail).toBe('Smart field not found');
    expect((await firm.request(firm.outsider, 'DELETE', `/docs/smart-fields/${field.id}`)).statusCode).toBe(
      404,
    );
    const theirs = (await firm.request(firm.outsider, 'GET', '/docs/smart-fields')).json().smart_fields;
    expect(theirs.map((row: { key: string }) => row.key)).toEqual(['shared_key']);
  });

  it('keeps `sensitive` on a definition and answers the effective value in both lists', async () => {
    const created = await firm.request(firm.attorney, 'POST', '/docs/smart-fields', {
      key: 'matter.passport_number',
      label: 'Passport Number',
      sensitive: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().sensitive).toBe(true);
    const byDefault = await firm.request(firm.attorney, 'POST', '/docs/smart-fields', {
      key: 'client.ssn',
      label: 'Client SSN',
    });
    // Not marked, yet sensitive by its key: the answer is the effective value.
    expect(byDefault.json().sensitive).toBe(true);
    const patched = await firm.request(firm.attorney, 'PATCH', `/docs/smart-fields/${created.json().id}`, {
      sensitive: false,
    });
    expect(patched.json().sensitive).toBe(false);
    expect(
      (
        await firm.request(firm.attorney, 'PATCH', `/docs/smart-fields/${created.json().id}`, {
          sensitive: 'yes',
        })
      ).statusCode,
    ).toBe(422);

    const definitions = (await firm.request(firm.viewer, 'GET', '/api/merge-fields')).json() as {
      id: string;
      sensitive: boolean;
    }[];
    const sensitive = (id: string) => definitions.find((field) => field.id === id)?.sensitive;
    expect(sensitive('person.ssn_last_4')).toBe(true);
    expect(sensitive('entity.ein')).toBe(true);
    expect(sensitive('person.date_of_birth')).toBe(true);
    expect(sensitive('person.first_name')).toBe(false);
    expect(sensitive('client.ssn')).toBe(true);
    expect(sensitive('matter.passport_number')).toBe(false);
  });
});
