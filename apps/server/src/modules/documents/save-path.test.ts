import { buildContent } from '@lexdraft/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildDocument, buildUser, type Session, signIn } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';

// Issue 11, one save path: the editor sends its HTML and the version it is based on; the server
// keeps the values and metadata it holds, and answers the record without the content.

const firm = useFirm();
// A new attorney for each test: content saves are limited per user.
let attorney: Session;
beforeEach(async () => {
  const user = await buildUser(firm.database.db, { orgId: firm.orgId, role: 'attorney' });
  attorney = await signIn(firm.app, user.email);
});

const docPath = (id: string) => `/docs/documents/${id}`;
const load = async (id: string) => (await firm.request(attorney, 'GET', docPath(id))).json();
const save = (id: string, body: object) => firm.request(attorney, 'PUT', docPath(id), body);

const stored = buildContent('<p>Dear {{client}}</p>', {
  placeholders: { client: 'Ada' },
  merge_field_values: { 'person.first_name': 'Ada', 'matter.number': '7' },
  metadata: {
    field_source_refs: { 'person.first_name': { type: 'contact', id: 'c1' } },
    custom_fields: [{ name: 'judge', value: 'Hon. Lee', created_at: 'a', updated_at: 'a', occurrences: 1 }],
    letterhead: { width: 200 },
  },
});

async function documentWithValues() {
  const response = await firm.request(attorney, 'POST', '/docs/documents', {
    name: 'Lease',
    content: stored,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; current_version: number };
}

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

describe('a save with the HTML only', () => {
  it('keeps the stored values, custom fields, field sources and other metadata', async () => {
    const document = await documentWithValues();
    const response = await save(document.id, {
      content: { ckeditor_html: '<p>New text</p>' },
      base_version: 1,
    });
    expect(response.statusCode).toBe(200);
    const { current_version, versions } = await load(document.id);
    expect(current_version).toBe(2);
    expect(versions[0].content).toEqual({ ...stored, ckeditor_html: '<p>New text</p>' });
  });

  it('keeps a value saved through a values path after the editor loaded', async () => {
    const document = await documentWithValues();
    const values = await firm.request(attorney, 'PUT', `${docPath(document.id)}/merge-field-values`, {
      'matter.number': '8',
    });
    expect(values.statusCode).toBe(200);
    expect(
      (await save(document.id, { content: { ckeditor_html: '<p>x</p>' }, base_version: 1 })).statusCode,
    ).toBe(200);
    const { content } = (await load(document.id)).versions[0];
    expect(content.merge_field_values).toEqual({ 'person.first_name': 'Ada', 'matter.number': '8' });
    expect(content.metadata.field_source_refs).toEqual(stored.metadata.field_source_refs);
  });

  it('turns a document of an older shape into the current one with empty values', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const doc = { type: 'doc', content: [{ type: 'paragraph' }] };
    expect((await save(document.id, { prosemirror_doc: doc })).statusCode).toBe(200);
    expect((await save(document.id, { content: { ckeditor_html: '<p>Now HTML</p>' } })).statusCode).toBe(200);
    expect((await load(document.id)).versions[0].content).toEqual(buildContent('<p>Now HTML</p>'));
  });

  it('still takes the values a client sends beside the HTML (the letterhead has its own path)', async () => {
    const document = await documentWithValues();
    const sent = buildContent('<p>Sent</p>', { merge_field_values: { 'matter.number': '9' } });
    expect((await save(document.id, { content: sent })).statusCode).toBe(200);
    const letterhead = stored.metadata.letterhead;
    expect((await load(document.id)).versions[0].content).toEqual({
      ...sent,
      metadata: { ...sent.metadata, letterhead },
    });
  });

  it('refuses blank HTML with a readable 422', async () => {
    const document = await documentWithValues();
    const response = await save(document.id, { content: { ckeditor_html: '<p> </p>' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('Cannot save empty document');
  });
});

describe('the answer to PUT /docs/documents/{id}', () => {
  it('is the record with the current version number and date, and no content anywhere', async () => {
    const document = await documentWithValues();
    const response = await save(document.id, { content: { ckeditor_html: '<p>New</p>' }, base_version: 1 });
    const body = response.json();
    expect(body).toMatchObject({ id: document.id, current_version: 2, metadata: {}, entity_ids: [] });
    expect(body.versions).toEqual([{ version: 2, created_at: expect.any(String) }]);
    expect(keysOf(body)).not.toContain('content');
    expect(JSON.stringify(body)).not.toContain('New');
    const loaded = await load(document.id);
    expect(loaded.versions[0].content.ckeditor_html).toBe('<p>New</p>');
    expect(loaded.versions[0].created_at).toBe(body.versions[0].created_at);
  });

  it('has the same shape for a save without content, and for a document without a version', async () => {
    const document = await documentWithValues();
    const renamed = (await save(document.id, { name: 'Renamed' })).json();
    expect(renamed).toMatchObject({ name: 'Renamed', current_version: 1 });
    expect(renamed.versions).toEqual([{ version: 1, created_at: expect.any(String) }]);
    const empty = await buildDocument(firm.database.db, { orgId: firm.orgId, html: null });
    const answer = (await save(empty.id, { is_draft: true })).json();
    expect(answer).toMatchObject({ current_version: 0, versions: [] });
  });
});
