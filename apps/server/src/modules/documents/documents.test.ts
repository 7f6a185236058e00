import { buildContent, MAX_DOCUMENT_HTML_BYTES } from '@lexdraft/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documentVersions } from '../../db/schema.js';
import type { TestDatabase } from '../../test/database.js';
import {
  buildContact,
  buildDocument,
  buildEntity,
  buildOrg,
  buildPerson,
  type Session,
} from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';

// The firm's database, app and sessions, named as the tests below use them.
const firm = useFirm();
let database: TestDatabase;
let app: FastifyInstance;
let orgId: string;
let attorney: Session;
let viewer: Session;
let outsider: Session;
beforeAll(() => {
  ({ database, app, orgId, attorney, viewer, outsider } = firm);
});

const request = (
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = {},
) => app.inject({ method, url, headers: { ...session.headers, ...headers }, payload });
const put = (id: string, payload: object, headers = {}) =>
  request(attorney, 'PUT', `/docs/documents/${id}`, payload, headers);
const content = (html: string) => buildContent(html);
// A save answers no content, so what it stored is read back as the editor opens it.
const load = async (id: string) => (await request(attorney, 'GET', `/docs/documents/${id}`)).json();

describe('GET /docs/documents/{id}', () => {
  it('answers the document with its current version and an ETag', async () => {
    const document = await buildDocument(database.db, { orgId, html: '<p>Hello</p>' });
    const response = await request(viewer, 'GET', `/docs/documents/${document.id}`);
    expect(response.statusCode).toBe(200);
    // A validator of the whole answer that begins with the version (etag.ts).
    expect(response.headers.etag).toMatch(/^W\/"1-[\w-]+"$/);
    const body = response.json();
    expect(body).toMatchObject({ id: document.id, _id: document.id, current_version: 1, is_template: false });
    expect(body.versions).toHaveLength(1);
    expect(body.versions[0].content).toMatchObject({ ckeditor_html: '<p>Hello</p>', schema_version: '3.0' });
  });

  it("answers another organization's document, and an unknown id, with 404", async () => {
    const document = await buildDocument(database.db, { orgId });
    expect((await request(outsider, 'GET', `/docs/documents/${document.id}`)).statusCode).toBe(404);
    const unknown = await request(attorney, 'GET', '/docs/documents/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Document not found');
    expect((await request(attorney, 'GET', '/docs/documents/not-a-uuid')).statusCode).toBe(422);
  });
});

describe('creating documents', () => {
  it('POST /docs/documents/blank makes an empty draft with the name', async () => {
    const response = await request(attorney, 'POST', '/docs/documents/blank', {
      name: '  Engagement letter ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Engagement letter',
      is_draft: true,
      is_template: false,
      doc_status: 'draft',
      current_version: 0,
      versions: [],
    });
  });

  it('refuses a blank name', async () => {
    const response = await request(attorney, 'POST', '/docs/documents/blank', { name: '   ' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/name/);
  });

  it('POST /docs/documents stores content, links and metadata', async () => {
    const entity = await buildEntity(database.db, { orgId });
    const response = await request(attorney, 'POST', '/docs/documents', {
      name: 'Operating agreement',
      content: content('<p>Terms</p>'),
      entity_ids: [entity.id],
      metadata: { letterhead: { width: 200 } },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      current_version: 1,
      entity_ids: [entity.id],
      metadata: { letterhead: { width: 200 } },
    });
    expect(body.entities).toEqual([{ id: entity.id, name: entity.name }]);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'document.created'), eq(auditLog.targetId, body.id)));
    expect(audit).toBeDefined();
  });

  it('refuses a viewer with 403', async () => {
    const response = await request(viewer, 'POST', '/docs/documents/blank', { name: 'Nope' });
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT /docs/documents/{id}', () => {
  it('saves content as a new version, sanitized, and changes name and draft flag', async () => {
    const document = await buildDocument(database.db, { orgId, isDraft: true });
    const response = await put(document.id, {
      name: 'Renamed',
      is_draft: false,
      content: content('<p onclick="steal()">Signed <script>alert(1)</script>text</p>'),
      base_version: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"2"');
    const body = response.json();
    expect(body).toMatchObject({ name: 'Renamed', is_draft: false, current_version: 2 });
    expect((await load(document.id)).versions[0].content.ckeditor_html).toBe('<p>Signed text</p>');
    const versions = await database.db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.documentId, document.id));
    expect(versions.map((version) => version.version).sort()).toEqual([1, 2]);
  });

  it('keeps values and metadata of the content', async () => {
    const document = await buildDocument(database.db, { orgId });
    const saved = buildContent(
      '<p>Hi <span data-merge-field="person.first_name">{{person.first_name}}</span></p>',
      {
        merge_field_values: { 'person.first_name': 'Ada' },
        placeholders: { 'person.first_name': 'Ada' },
        metadata: {
          field_source_refs: { 'person.first_name': { type: 'contact', id: 'c1' } },
          custom_fields: [],
        },
      },
    );
    expect((await put(document.id, { content: saved })).statusCode).toBe(200);
    expect((await load(document.id)).versions[0].content).toEqual(saved);
  });

  it('refuses a stale base version with 409 and writes nothing', async () => {
    const document = await buildDocument(database.db, { orgId });
    expect(
      (await put(document.id, { content: content('<p>First tab</p>'), base_version: 1 })).statusCode,
    ).toBe(200);
    const stale = await put(document.id, {
      content: content('<p>Second tab</p>'),
      base_version: 1,
      name: 'Other',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toMatch(/saved elsewhere \(version 2\).*Reload/);
    const current = (await request(attorney, 'GET', `/docs/documents/${document.id}`)).json();
    expect(current.current_version).toBe(2);
    expect(current.name).toBe(document.name);
    expect(current.versions[0].content.ckeditor_html).toBe('<p>First tab</p>');
  });

  it('reads the base version from If-Match too', async () => {
    const document = await buildDocument(database.db, { orgId });
    expect((await put(document.id, { content: content('<p>a</p>') }, { 'if-match': '"1"' })).statusCode).toBe(
      200,
    );
    expect((await put(document.id, { content: content('<p>b</p>') }, { 'if-match': '"1"' })).statusCode).toBe(
      409,
    );
    expect(
      (await put(document.id, { content: content('<p>c</p>') }, { 'if-match': 'W/"2"' })).statusCode,
    ).toBe(200);
  });

  it('overwrites when no base version is named', async () => {
    const document = await buildDocument(database.db, { orgId });
    await put(document.id, { content: content('<p>a</p>'), base_version: 1 });
    const response = await put(document.id, { content: content('<p>mine</p>') });
    expect(response.json()).toMatchObject({ current_version: 3 });
  });

  it('refuses empty content with "Cannot save empty document"', async () => {
    const document = await buildDocument(database.db, { orgId });
    for (const html of ['', '<p></p>', '<p> &nbsp; </p><h1></h1>', '<script>x</script>']) {
      const response = await put(document.id, { content: content(html) });
      expect(response.statusCode, html).toBe(422);
      expect(response.json().detail).toBe('Cannot save empty document');
    }
    expect((await put(document.id, { content: { placeholders: {} } })).statusCode).toBe(422);
  });

  it('wraps a bare prosemirror_doc into content, and keeps older shapes as they are', async () => {
    const document = await buildDocument(database.db, { orgId });
    const doc = { type: 'doc', content: [{ type: 'paragraph' }] };
    expect((await put(document.id, { prosemirror_doc: doc })).statusCode).toBe(200);
    expect((await load(document.id)).versions[0].content).toEqual({
      prosemirror_doc: doc,
      placeholders: {},
      metadata: {},
      schema_version: '1.0',
    });
    const clauses = { clauses: [{ id: 'c1', text: 'Old' }], schema_version: '2.0' };
    expect((await put(document.id, { content: clauses })).statusCode).toBe(200);
    expect((await load(document.id)).versions[0].content).toEqual(clauses);
  });

  it('refuses to change the content of a template, but lets it be renamed', async () => {
    const template = await buildDocument(database.db, { orgId, isTemplate: true });
    const response = await put(template.id, { content: content('<p>edit</p>') });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/Templates are read-only/);
    expect((await put(template.id, { name: 'NDA template' })).json().name).toBe('NDA template');
  });

  it('replaces links, and refuses records of another organization', async () => {
    const document = await buildDocument(database.db, { orgId });
    const [entity, person, contact] = [
      await buildEntity(database.db, { orgId }),
      await buildPerson(database.db, { orgId }),
      await buildContact(database.db, { orgId }),
    ];
    const linked = (
      await put(document.id, { entity_ids: [entity.id], owner_ids: [person.id], contact_ids: [contact.id] })
    ).json();
    expect(linked).toMatchObject({
      entity_ids: [entity.id],
      owner_ids: [person.id],
      contact_ids: [contact.id],
    });
    expect(linked.owners).toEqual([{ id: person.id, name: person.fullName }]);
    expect((await put(document.id, { contact_ids: [] })).json()).toMatchObject({
      entity_ids: [entity.id],
      contact_ids: [],
    });
    const foreignOrg = await buildOrg(database.db);
    const foreign = await buildEntity(database.db, { orgId: foreignOrg.id });
    const refused = await put(document.id, { entity_ids: [entity.id, foreign.id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toMatch(/entity_ids/);
    const after = (await request(attorney, 'GET', `/docs/documents/${document.id}`)).json();
    expect(after.entity_ids).toEqual([entity.id]);
  });

  it('saves and loads 5 MB of HTML, and refuses more with 413', async () => {
    const document = await buildDocument(database.db, { orgId });
    const paragraph = `<p>${'Whereas the parties agree. '.repeat(36)}</p>`;
    const count = Math.floor(MAX_DOCUMENT_HTML_BYTES / paragraph.length);
    const html = paragraph.repeat(count);
    const saved = await put(document.id, { content: content(html) });
    expect(saved.statusCode).toBe(200);
    const loaded = (await request(attorney, 'GET', `/docs/documents/${document.id}`)).json();
    expect(loaded.versions[0].content.ckeditor_html).toHaveLength(html.length);
    const tooLarge = await put(document.id, { content: content(html + paragraph.repeat(20)) });
    expect(tooLarge.statusCode).toBe(413);
  });

  it("answers another organization's document with 404 and a viewer with 403", async () => {
    const document = await buildDocument(database.db, { orgId });
    const foreign = await request(outsider, 'PUT', `/docs/documents/${document.id}`, { name: 'Mine' });
    expect(foreign.statusCode).toBe(404);
    expect((await request(viewer, 'PUT', `/docs/documents/${document.id}`, { name: 'x' })).statusCode).toBe(
      403,
    );
  });
});

describe('DELETE /docs/documents/{id}', () => {
  it('deletes the document and its versions, and records it', async () => {
    const document = await buildDocument(database.db, { orgId });
    expect((await request(outsider, 'DELETE', `/docs/documents/${document.id}`)).statusCode).toBe(404);
    expect((await request(viewer, 'DELETE', `/docs/documents/${document.id}`)).statusCode).toBe(403);
    expect((await request(attorney, 'DELETE', `/docs/documents/${document.id}`)).statusCode).toBe(204);
    expect((await request(attorney, 'GET', `/docs/documents/${document.id}`)).statusCode).toBe(404);
    const versions = await database.db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.documentId, document.id));
    expect(versions).toEqual([]);
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.targetId, document.id));
    expect(audit).toBeDefined();
  });
});

describe('templates', () => {
  it('converts a document to a template, once', async () => {
    const document = await buildDocument(database.db, { orgId, isDraft: true });
    const url = `/docs/documents/${document.id}/convert-to-template`;
    const converted = await request(attorney, 'POST', url);
    expect(converted.statusCode).toBe(200);
    expect(converted.json()).toMatchObject({ is_template: true, is_draft: false });
    expect((await request(attorney, 'POST', url)).statusCode).toBe(409);
  });

  it('creates a document from a template with its content, recording the source', async () => {
    const template = await buildDocument(database.db, { orgId, isTemplate: true, html: '<p>NDA terms</p>' });
    const response = await request(attorney, 'POST', '/docs/documents/create-from-template', {
      source_document_id: template.id,
      name: 'NDA for Acme',
    });
    expect(response.statusCode).toBe(201);
    const { id, document } = response.json();
    expect(document).toMatchObject({
      id,
      name: 'NDA for Acme',
      is_template: false,
      source_document_id: template.id,
      current_version: 1,
    });
    expect(document.versions[0].content.ckeditor_html).toBe('<p>NDA terms</p>');
  });

  it('refuses a source that is not a template, or belongs to another organization', async () => {
    const document = await buildDocument(database.db, { orgId });
    const notTemplate = await request(attorney, 'POST', '/docs/documents/create-from-template', {
      source_document_id: document.id,
      name: 'Copy',
    });
    expect(notTemplate.statusCode).toBe(422);
    const template = await buildDocument(database.db, { orgId, isTemplate: true });
    const foreign = await request(outsider, 'POST', '/docs/documents/create-from-template', {
      source_document_id: template.id,
      name: 'Copy',
    });
    expect(foreign.statusCode).toBe(404);
  });
});
