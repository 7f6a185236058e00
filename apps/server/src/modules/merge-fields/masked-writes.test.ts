import { buildContent } from '@lexdraft/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { buildDocument, buildUser, type Session, signIn } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';

// The guard of docs/field-trust.md "Sensitive fields": a caller whose answers are masked (here a
// viewer granted docs:write) never overwrites a real value with the mask it was shown.

const firm = useFirm();
const SSN = '123-45-6789';
const EIN = '12-3456789';
const BIRTH = '1980-04-12';
const TAX_ID = '98-7654321';
const marker = (name: string) => `<span data-merge-field="${name}">{{${name}}}</span>`;
const base = (id: string) => `/docs/documents/${id}`;

let writer: Session;
beforeAll(async () => {
  const user = await buildUser(firm.database.db, { orgId: firm.orgId, role: 'viewer' });
  await firm.database.db
    .update(users)
    .set({ permissions: ['docs:write'] })
    .where(eq(users.id, user.id));
  writer = await signIn(firm.app, user.email);
});

/** A document whose sensitive values an attorney typed whole, through every values path. */
async function documentWithValues() {
  const html = `<p>${marker('client.ssn')} ${marker('entity.ein')} ${marker('tax_id')}</p>`;
  const document = await buildDocument(firm.database.db, { orgId: firm.orgId, html });
  const put = (path: string, body: object) =>
    firm.request(firm.attorney, 'PUT', `${base(document.id)}${path}`, body);
  expect(
    (await put('/merge-field-values', { 'client.ssn': SSN, 'entity.ein': EIN, note: 'Hi' })).statusCode,
  ).toBe(200);
  expect((await put('/smart-fields', { values: { 'person.date_of_birth': BIRTH } })).statusCode).toBe(200);
  expect(
    (await put('/custom-fields', { custom_fields: [{ name: 'tax_id', value: TAX_ID }] })).statusCode,
  ).toBe(200);
  return document;
}

/** What an attorney reads back: the stored values, whole. */
async function stored(id: string) {
  const get = async (path: string) => (await firm.request(firm.attorney, 'GET', `${base(id)}${path}`)).json();
  return {
    values: (await get('/merge-field-values')).merge_field_values,
    smart: (await get('/smart-fields')).values,
    custom: (await get('/custom-fields')).custom_fields.map(
      ({ name, value }: { name: string; value: string }) => ({
        name,
        value,
      }),
    ),
  };
}

const whole = {
  values: { 'client.ssn': SSN, 'entity.ein': EIN, note: 'Hi' },
  smart: { 'person.date_of_birth': BIRTH },
  custom: [{ name: 'tax_id', value: TAX_ID }],
};

describe('a masked caller saving values', () => {
  it('sends back the masked maps of the values paths: the stored values stay whole, its answers masked', async () => {
    const document = await documentWithValues();
    const get = async (path: string) =>
      (await firm.request(writer, 'GET', `${base(document.id)}${path}`)).json();
    const values = (await get('/merge-field-values')).merge_field_values;
    expect(values).toEqual({ 'client.ssn': '•••-••-6789', 'entity.ein': '••-•••6789', note: 'Hi' });
    const smart = (await get('/smart-fields')).values;
    expect(smart).toEqual({ 'person.date_of_birth': '••••-•4-12' });
    const custom = (await get('/custom-fields')).custom_fields;
    expect(custom[0].value).toBe('••-•••4321');

    const put = (path: string, body: object) =>
      firm.request(writer, 'PUT', `${base(document.id)}${path}`, body);
    const savedValues = await put('/merge-field-values', { ...values, note: 'Hello' });
    expect(savedValues.statusCode).toBe(200);
    expect(savedValues.json().merge_field_values).toEqual({ ...values, note: 'Hello' });
    const savedSmart = await put('/smart-fields', { values: smart });
    expect(savedSmart.json().values).toEqual(smart);
    const savedCustom = await put('/custom-fields', {
      custom_fields: custom.map(({ name, value }: { name: string; value: string }) => ({ name, value })),
    });
    expect(savedCustom.json().custom_fields[0].value).toBe('••-•••4321');
    expect(savedCustom.body).not.toContain(TAX_ID);

    expect(await stored(document.id)).toEqual({ ...whole, values: { ...whole.values, note: 'Hello' } });
  });

  it('sends back the masked content of a document PUT: the stored values stay whole', async () => {
    // Values saved with the content, not stamped by a values path, which a content save would keep anyway.
    const html = `<p>${marker('client.ssn')} ${marker('entity.ein')} ${marker('tax_id')}</p>`;
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId, html });
    const field = { name: 'tax_id', value: TAX_ID, created_at: 't', updated_at: 't', occurrences: 1 };
    const typed = buildContent(html, {
      merge_field_values: whole.values,
      placeholders: whole.smart,
      metadata: { custom_fields: [field] },
    });
    expect((await firm.request(firm.attorney, 'PUT', base(document.id), { content: typed })).statusCode).toBe(
      200,
    );

    const loaded = (await firm.request(writer, 'GET', base(document.id))).json();
    const content = loaded.versions[0].content;
    expect(content.merge_field_values['client.ssn']).toBe('•••-••-6789');
    const edited = `<p>Edited ${marker('client.ssn')} ${marker('entity.ein')} ${marker('tax_id')}</p>`;
    const saved = await firm.request(writer, 'PUT', base(document.id), {
      content: buildContent(edited, {
        merge_field_values: content.merge_field_values,
        placeholders: content.placeholders,
        metadata: content.metadata,
      }),
    });
    expect(saved.statusCode).toBe(200);
    expect(await stored(document.id)).toEqual(whole);
  });

  it('still changes a value it types anew, and clears one it empties', async () => {
    const document = await documentWithValues();
    const put = await firm.request(writer, 'PUT', `${base(document.id)}/merge-field-values`, {
      'client.ssn': '987-65-4321',
      'entity.ein': '',
    });
    expect(put.json().merge_field_values['client.ssn']).toBe('•••-••-4321');
    expect((await stored(document.id)).values).toEqual({
      'client.ssn': '987-65-4321',
      'entity.ein': '',
      note: 'Hi',
    });
  });

  it('leaves an editor free to save what reads like a mask', async () => {
    const document = await documentWithValues();
    const put = await firm.request(firm.attorney, 'PUT', `${base(document.id)}/merge-field-values`, {
      'client.ssn': '•••-••-6789',
    });
    expect(put.json().merge_field_values['client.ssn']).toBe('•••-••-6789');
  });
});
