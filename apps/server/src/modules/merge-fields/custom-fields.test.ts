import { describe, expect, it } from 'vitest';
import { buildDocument } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';
import { replaceCustomFields } from './custom-fields.js';

const firm = useFirm();
const path = (id: string) => `/docs/documents/${id}/custom-fields`;
const marker = (name: string) => `<span data-merge-field="${name}">{{${name}}}</span>`;

describe('replaceCustomFields', () => {
  const earlier = { name: 'fee', value: '$1', created_at: '2026-01-01T00:00:00.000Z', updated_at: 'then' };

  it('keeps the creation date of a known name, and moves the update date only when the value changed', () => {
    const same = replaceCustomFields([earlier], [{ name: 'fee', value: '$1' }], 'now');
    expect(same).toEqual([earlier]);
    const changed = replaceCustomFields([earlier], [{ name: 'fee', value: '$2' }], 'now');
    expect(changed).toEqual([{ ...earlier, value: '$2', updated_at: 'now' }]);
    const added = replaceCustomFields([earlier], [{ name: 'other', value: 'x' }], 'now');
    expect(added).toEqual([{ name: 'other', value: 'x', created_at: 'now', updated_at: 'now' }]);
  });

  it('drops names that belong to records and refuses bad or repeated names', () => {
    const input = [
      { name: 'person.first_name', value: 'x' },
      { name: 'company.name', value: 'x' },
    ];
    expect(replaceCustomFields([], input, 'now')).toEqual([]);
    expect(() => replaceCustomFields([], [{ name: '9lives', value: '' }], 'now')).toThrow(
      'Start with a letter or underscore',
    );
    expect(() =>
      replaceCustomFields(
        [],
        [
          { name: 'a', value: '1' },
          { name: 'a', value: '2' },
        ],
        'now',
      ),
    ).toThrow('The custom field "a" is listed twice');
  });
});

describe('GET and PUT /docs/documents/{id}/custom-fields', () => {
  it('replaces the list and counts occurrences in the saved HTML', async () => {
    const html = `<p>${marker('retainer_amount')} and ${marker('retainer_amount')}, ${marker('judge name')}</p>`;
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId, html });
    expect((await firm.request(firm.viewer, 'GET', path(document.id))).json()).toEqual({ custom_fields: [] });

    const saved = await firm.request(firm.attorney, 'PUT', path(document.id), {
      custom_fields: [
        { name: 'retainer_amount', value: '$15,000' },
        { name: 'judge name', value: 'Hon. Lee' },
        { name: 'unused', value: '' },
        { name: 'entity.name', value: 'ignored' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const fields = saved.json().custom_fields;
    expect(
      fields.map((field: { name: string; occurrences: number }) => [field.name, field.occurrences]),
    ).toEqual([
      ['retainer_amount', 2],
      ['judge name', 1],
      ['unused', 0],
    ]);
    expect(fields[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(fields[0].updated_at).toBe(fields[0].created_at);

    // A content save changes the text; occurrences follow it on the next read.
    const put = await firm.request(firm.attorney, 'PUT', `/docs/documents/${document.id}`, {
      content: { ckeditor_html: `<p>${marker('unused')}</p>`, metadata: { custom_fields: fields } },
    });
    expect(put.statusCode).toBe(200);
    const read = await firm.request(firm.viewer, 'GET', path(document.id));
    expect(
      read.json().custom_fields.map((field: { name: string; occurrences: number }) => field.occurrences),
    ).toEqual([0, 0, 1]);
  });

  it('keeps created_at and moves updated_at when a value changes', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const put = (value: string) =>
      firm.request(firm.attorney, 'PUT', path(document.id), { custom_fields: [{ name: 'fee', value }] });
    const [first] = (await put('$1')).json().custom_fields;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [same] = (await put('$1')).json().custom_fields;
    expect(same).toEqual(first);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [changed] = (await put('$2')).json().custom_fields;
    expect(changed.created_at).toBe(first.created_at);
    expect(changed.updated_at > first.updated_at).toBe(true);
  });

  it('answers 422 with the name rule, and for a name given twice', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const put = (custom_fields: object[]) =>
      firm.request(firm.attorney, 'PUT', path(document.id), { custom_fields });
    const long = await put([{ name: 'x'.repeat(51), value: '' }]);
    expect(long.statusCode).toBe(422);
    expect(long.json().detail).toBe('Field names are at most 50 characters');
    const twice = await put([
      { name: 'fee', value: '1' },
      { name: 'fee', value: '2' },
    ]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().detail).toBe('The custom field "fee" is listed twice');
    const shape = await put([{ name: 'fee' }]);
    expect(shape.statusCode).toBe(422);
    expect(shape.json().detail).toMatch(/^Invalid request: custom_fields\.0\.value/);
  });

  it('refuses a template with 409, a viewer with 403 and another firm with 404', async () => {
    const template = await buildDocument(firm.database.db, { orgId: firm.orgId, isTemplate: true });
    const body = { custom_fields: [{ name: 'fee', value: '1' }] };
    expect((await firm.request(firm.attorney, 'PUT', path(template.id), body)).statusCode).toBe(409);
    expect((await firm.request(firm.viewer, 'PUT', path(template.id), body)).statusCode).toBe(403);
    expect((await firm.request(firm.outsider, 'PUT', path(template.id), body)).statusCode).toBe(404);
    expect((await firm.request(firm.outsider, 'GET', path(template.id))).statusCode).toBe(404);
  });
});
