import { describe, expect, it } from 'vitest';
import { buildFieldTemplate } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';

const firm = useFirm();

describe('field-value templates', () => {
  it('creates templates and lists them newest first', async () => {
    await buildFieldTemplate(firm.database.db, {
      orgId: firm.orgId,
      name: 'Older',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    await buildFieldTemplate(firm.database.db, { orgId: firm.otherOrgId, name: 'Not ours' });
    const created = await firm.request(firm.attorney, 'POST', '/docs/field-templates', {
      name: '  Boston closing ',
      description: 'Usual values',
      values: { 'matter.city': 'Boston', 'matter.judge': '' },
      field_keys: ['matter.city', 'matter.judge'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      name: 'Boston closing',
      description: 'Usual values',
      values: { 'matter.city': 'Boston', 'matter.judge': '' },
      field_keys: ['matter.city', 'matter.judge'],
      created_at: expect.any(String),
    });
    const list = await firm.request(firm.viewer, 'GET', '/docs/field-templates');
    expect(list.statusCode).toBe(200);
    expect(list.json().templates.map((template: { name: string }) => template.name)).toEqual([
      'Boston closing',
      'Older',
    ]);
  });

  it('stores no description as null, and the value keys when no field_keys are sent', async () => {
    const created = await firm.request(firm.attorney, 'POST', '/docs/field-templates', {
      name: 'Plain',
      values: { fee: '$10' },
    });
    expect(created.json()).toMatchObject({ description: null, field_keys: ['fee'] });
  });

  it('refuses a blank name and values that are all empty with 422', async () => {
    const post = (body: object) => firm.request(firm.attorney, 'POST', '/docs/field-templates', body);
    const blank = await post({ name: '   ', values: { fee: '$10' }, field_keys: ['fee'] });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail).toBe('Please enter a template name');
    const missing = await post({ values: { fee: '$10' } });
    expect(missing.json().detail).toBe('Please enter a template name');
    const empty = await post({ name: 'Empty', values: { fee: ' ' }, field_keys: ['fee'] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBe('A template needs at least one field value');
    const badKey = await post({ name: 'Bad', values: { fee: '1' }, field_keys: ['1 fee'] });
    expect(badKey.statusCode).toBe(422);
    expect(badKey.json().detail).toMatch(/^Invalid request: field_keys\.0: must start with a letter/);
  });

  it('deletes a template of the firm; another firm gets 404 and a viewer 403', async () => {
    const template = await buildFieldTemplate(firm.database.db, { orgId: firm.orgId, name: 'Doomed' });
    const url = `/docs/field-templates/${template.id}`;
    expect((await firm.request(firm.viewer, 'DELETE', url)).statusCode).toBe(403);
    const foreign = await firm.request(firm.outsider, 'DELETE', url);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Field template not found');
    expect((await firm.request(firm.attorney, 'DELETE', url)).statusCode).toBe(204);
    expect((await firm.request(firm.attorney, 'DELETE', url)).statusCode).toBe(404);
    const names = (await firm.request(firm.outsider, 'GET', '/docs/field-templates')).json().templates;
    expect(names.map((row: { name: string }) => row.name)).toEqual(['Not ours']);
    const post = { name: 'x', values: { a: 'b' } };
    expect((await firm.request(firm.viewer, 'POST', '/docs/field-templates', post)).statusCode).toBe(403);
  });
});
