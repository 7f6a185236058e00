import { MODEL_MERGE_FIELDS } from '@lexdraft/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, documents } from '../../db/schema.js';
import { buildDocument, buildSmartField } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';
import { insertVersion, readVersions, replaceVersionContent } from '../documents/version-content.js';

const firm = useFirm();
const valuesPath = (id: string) => `/docs/documents/${id}/merge-field-values`;

async function versions(documentId: string) {
  return readVersions(firm.database.db, documentId);
}

describe('GET /api/merge-fields', () => {
  it("lists the model's fields, then the firm's smart fields", async () => {
    await buildSmartField(firm.database.db, {
      orgId: firm.orgId,
      key: 'governing_law',
      label: 'Governing Law',
      required: true,
      defaultValue: 'Delaware',
    });
    await buildSmartField(firm.database.db, { orgId: firm.otherOrgId, key: 'elsewhere' });
    const response = await firm.request(firm.viewer, 'GET', '/api/merge-fields?include_model_fields=true');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toHaveLength(MODEL_MERGE_FIELDS.length + 1);
    expect(body[0]).toEqual({ ...MODEL_MERGE_FIELDS[0], source: 'model', sensitive: false });
    expect(body.at(-1)).toEqual({
      id: 'governing_law',
      label: 'Governing Law',
      category: 'custom',
      type: 'text',
      defaultValue: 'Delaware',
      source: 'smart',
      required: true,
      sensitive: false,
    });
  });

  it('leaves the model out when asked, and refuses a bad flag', async () => {
    const response = await firm.request(firm.viewer, 'GET', '/api/merge-fields?include_model_fields=false');
    expect(response.json().map((field: { id: string }) => field.id)).toEqual(['governing_law']);
    const bad = await firm.request(firm.viewer, 'GET', '/api/merge-fields?include_model_fields=maybe');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toMatch(/^Invalid request: include_model_fields/);
  });
});

describe('merge-field values', () => {
  it('answers an empty map for a new document, on both read paths', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    for (const prefix of ['/api', '/docs']) {
      const response = await firm.request(
        firm.viewer,
        'GET',
        `${prefix}/documents/${document.id}/merge-field-values`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ merge_field_values: {} });
    }
  });

  it('merges a save into the current version in place, keeping keys not sent', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const put = (values: object) => firm.request(firm.attorney, 'PUT', valuesPath(document.id), values);
    expect((await put({ 'person.first_name': 'Ada', 'matter.number': '7' })).statusCode).toBe(200);
    const second = await put({ 'matter.number': '8' });
    expect(second.json()).toEqual({
      merge_field_values: { 'person.first_name': 'Ada', 'matter.number': '8' },
    });
    const read = await firm.request(firm.viewer, 'GET', `/api/documents/${document.id}/merge-field-values`);
    expect(read.json().merge_field_values).toEqual({ 'person.first_name': 'Ada', 'matter.number': '8' });

    const [row] = await firm.database.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row?.currentVersion).toBe(1);
    const stored = await versions(document.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.content).toMatchObject({ ckeditor_html: '<p>Dear client,</p>', schema_version: '3.0' });
    const audits = await firm.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, document.id), eq(auditLog.action, 'document.field_values_saved')));
    expect(audits).toHaveLength(2);
  });

  it('lets a later content PUT with the same base version through, keeping the values saved since', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    await firm.request(firm.attorney, 'PUT', valuesPath(document.id), { 'matter.number': '9' });
    const save = await firm.request(firm.attorney, 'PUT', `/docs/documents/${document.id}`, {
      base_version: 1,
      content: {
        ckeditor_html: '<p>New text</p>',
        merge_field_values: { 'matter.number': '8', 'person.first_name': 'Ada' },
      },
    });
    expect(save.statusCode).toBe(200);
    expect(save.json().current_version).toBe(2);
    // The value saved after version 1 was written is newer than the one the content save carries.
    const read = await firm.request(firm.viewer, 'GET', valuesPath(document.id));
    expect(read.json().merge_field_values).toEqual({ 'matter.number': '9', 'person.first_name': 'Ada' });
  });

  it('keeps values of a document without content at version 0, so its first save is no conflict', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId, html: null });
    const response = await firm.request(firm.attorney, 'PUT', valuesPath(document.id), { a: 'b' });
    expect(response.json()).toEqual({ merge_field_values: { a: 'b' } });
    const [row] = await firm.database.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row?.currentVersion).toBe(0);
    expect((await firm.request(firm.viewer, 'GET', valuesPath(document.id))).json()).toEqual({
      merge_field_values: { a: 'b' },
    });
    const shown = await firm.request(firm.viewer, 'GET', `/docs/documents/${document.id}`);
    expect(shown.json()).toMatchObject({ current_version: 0, versions: [] });

    const save = await firm.request(firm.attorney, 'PUT', `/docs/documents/${document.id}`, {
      base_version: 0,
      content: { ckeditor_html: '<p>First text</p>', merge_field_values: { a: 'b' } },
    });
    expect(save.statusCode).toBe(200);
    expect(save.json().current_version).toBe(1);
    expect((await firm.request(firm.viewer, 'GET', valuesPath(document.id))).json()).toEqual({
      merge_field_values: { a: 'b' },
    });
  });

  it('answers an empty map for an older content shape', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId, html: null });
    await insertVersion(firm.database.db, {
      orgId: firm.orgId,
      documentId: document.id,
      version: 1,
      content: { prosemirror_doc: { type: 'doc' }, schema_version: '1.0' },
    });
    await firm.database.db.update(documents).set({ currentVersion: 1 }).where(eq(documents.id, document.id));
    const response = await firm.request(firm.viewer, 'GET', valuesPath(document.id));
    expect(response.json()).toEqual({ merge_field_values: {} });
  });

  it('refuses bad keys, long values and too many keys with 422', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const put = (values: object) => firm.request(firm.attorney, 'PUT', valuesPath(document.id), values);
    const badKey = await put({ '1st value': 'x' });
    expect(badKey.statusCode).toBe(422);
    expect(badKey.json().detail).toBe(
      `Invalid request: 1st value: is not a field id: start with a letter or underscore, then use letters, digits, underscores, dots, hyphens or spaces`,
    );
    const long = await put({ note: 'x'.repeat(10_001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail).toBe('Invalid request: note: must be at most 10,000 characters');
    const many = await put(Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`f${i}`, 'v'])));
    expect(many.statusCode).toBe(422);
    expect(many.json().detail).toBe('Invalid request: body: must hold at most 2,000 values');
    expect((await put({ note: 5 })).statusCode).toBe(422);
  });

  it('refuses a template with 409, a viewer with 403, another firm with 404', async () => {
    const template = await buildDocument(firm.database.db, { orgId: firm.orgId, isTemplate: true });
    const refused = await firm.request(firm.attorney, 'PUT', valuesPath(template.id), { a: 'b' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/^Templates are read-only/);
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    expect((await firm.request(firm.viewer, 'PUT', valuesPath(document.id), { a: 'b' })).statusCode).toBe(
      403,
    );
    expect((await firm.request(firm.outsider, 'PUT', valuesPath(document.id), { a: 'b' })).statusCode).toBe(
      404,
    );
    expect((await firm.request(firm.outsider, 'GET', valuesPath(document.id))).statusCode).toBe(404);
    expect((await firm.request(firm.viewer, 'GET', valuesPath(document.id))).statusCode).toBe(200);
  });
});

describe('smart-field values', () => {
  const path = (id: string) => `/docs/documents/${id}/smart-fields`;

  it('merges saves into the placeholders and answers nested values as stored', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const [version] = await versions(document.id);
    await replaceVersionContent(firm.database.db, version!, {
      content: { ...version!.content, placeholders: { client: { name: 'Acme' } } },
    });
    expect((await firm.request(firm.viewer, 'GET', path(document.id))).json()).toEqual({
      values: { client: { name: 'Acme' } },
    });
    const saved = await firm.request(firm.attorney, 'PUT', path(document.id), {
      values: { governing_law: 'Delaware' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ values: { client: { name: 'Acme' }, governing_law: 'Delaware' } });
    expect((await versions(document.id))[0]?.content.merge_field_values).toEqual({});
  });

  it('refuses a body without values, a viewer and another firm', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const bad = await firm.request(firm.attorney, 'PUT', path(document.id), { governing_law: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toMatch(/^Invalid request: values/);
    expect((await firm.request(firm.viewer, 'PUT', path(document.id), { values: {} })).statusCode).toBe(403);
    expect((await firm.request(firm.outsider, 'GET', path(document.id))).statusCode).toBe(404);
  });
});
