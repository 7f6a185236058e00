import { beforeAll, describe, expect, it } from 'vitest';
import { buildSmartField } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';
import { NOTHING_TO_VALIDATE } from './validate-placeholders.js';

// POST /docs/templates/validate-placeholders: the editor's HTML or a list of names, checked against
// the model's fields and the organization's own smart fields.

const firm = useFirm();
const URL = '/docs/templates/validate-placeholders';
const validate = (payload: object, session = firm.viewer) => firm.request(session, 'POST', URL, payload);
const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;

beforeAll(async () => {
  await buildSmartField(firm.database.db, { orgId: firm.orgId, key: 'matter.number' });
  await buildSmartField(firm.database.db, { orgId: firm.otherOrgId, key: 'their.field' });
});

describe(`POST ${URL}`, () => {
  it('tells model, smart and custom fields apart, from merge-field nodes and typed markers alike', async () => {
    const response = await validate({
      ckeditor_html: `<p>${field('person.full_name')} re ${field('matter.number')}</p><p>Witness: <strong>{{witness_name}}</strong> and {{their.field}}</p>`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valid: true,
      placeholders: [
        { name: 'person.full_name', kind: 'model', valid: true, occurrences: 1 },
        { name: 'matter.number', kind: 'smart', valid: true, occurrences: 1 },
        { name: 'witness_name', kind: 'custom', valid: true, occurrences: 1 },
        // Another firm's smart field is only a custom name here.
        { name: 'their.field', kind: 'custom', valid: true, occurrences: 1 },
      ],
      errors: [],
    });
  });

  it('names malformed braces, an unterminated marker and bad names, at their place in the text', async () => {
    const html =
      '<p>A {{{x}} B { {y}} C {{}}</p><p>Dear {{client</p><p>{{1st party}} {{person.nickname}}</p>';
    const response = await validate({ ckeditor_html: html });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.valid).toBe(false);
    // The text is the editor's: paragraphs a blank line apart.
    expect(body.errors).toEqual([
      {
        message: 'Too many braces in "{{{x}}": a field is written {{name}}',
        placeholder: '{{{x}}',
        position: 2,
      },
      {
        message: 'Braces split by a space in "{ {y}}": write {{ with no space between',
        placeholder: '{ {y}}',
        position: 11,
      },
      {
        message: 'Empty braces "{{}}": put a field name between {{ and }}',
        placeholder: '{{}}',
        position: 20,
      },
      { message: '"{{client" is not closed: end the field with }}', placeholder: '{{client', position: 31 },
      {
        message:
          '"1st party" is not a valid field name: Start with a letter or underscore, then use letters, digits, underscores, dots, hyphens or spaces',
        placeholder: '1st party',
        position: 41,
      },
      {
        message:
          '"person.nickname" is not a known field: person., entity., contact. and owner. fields are the firm\'s record fields',
        placeholder: 'person.nickname',
        position: 55,
      },
    ]);
    expect(body.placeholders.map((p: { name: string; valid: boolean }) => [p.name, p.valid])).toEqual([
      ['1st party', false],
      ['person.nickname', false],
    ]);
  });

  it('checks a list of names, alone or beside the HTML', async () => {
    const response = await validate({
      ckeditor_html: `<p>${field('entity.ein')}</p>`,
      placeholders: ['matter.number', 'company.name', 'entity.ein', ' padded'],
    });
    const body = response.json();
    expect(body.placeholders).toEqual([
      { name: 'entity.ein', kind: 'model', valid: true, occurrences: 2 },
      { name: 'matter.number', kind: 'smart', valid: true, occurrences: 1 },
      {
        name: 'company.name',
        kind: 'custom',
        valid: false,
        error: '"company.name" is ignored: custom field names cannot start with organization. or company.',
        occurrences: 1,
      },
      {
        name: ' padded',
        kind: 'custom',
        valid: false,
        error: 'Remove the spaces inside the braces: {{padded}} is a field, {{ padded}} is text',
        occurrences: 1,
      },
    ]);
    expect(
      body.errors.map((error: { placeholder: string; position?: number }) => [
        error.placeholder,
        error.position,
      ]),
    ).toEqual([
      ['company.name', undefined],
      [' padded', undefined],
    ]);
  });

  it('reads scripts and foreign markup as the editor would: only text counts', async () => {
    const response = await validate({
      ckeditor_html: '<script>{{{evil}}</script><p onclick="x">Fine {{ok}}</p>',
    });
    expect(response.json()).toMatchObject({ valid: true, placeholders: [{ name: 'ok' }] });
  });

  it('refuses a body with neither, or of the wrong shape, with 422', async () => {
    const empty = await validate({});
    expect([empty.statusCode, empty.json().detail]).toEqual([422, NOTHING_TO_VALIDATE]);
    const wrong = await validate({ placeholders: 'name' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toMatch(/^Invalid request: placeholders:/);
  });

  it('needs sign-in', async () => {
    const response = await firm.app.inject({ method: 'POST', url: URL, payload: { placeholders: [] } });
    expect(response.statusCode).toBe(401);
  });
});
