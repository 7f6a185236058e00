import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildContent } from '@lexdraft/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entities } from '../../db/schema.js';
import { buildContact, buildDocument, buildEntity, buildPerson, type Session } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';
import type { AuthUser } from '../auth/context.js';
import { getDocument } from './scope.js';
import { readVersions, replaceVersionContent } from './version-content.js';

// GET /docs/documents/{id}: one query and the stored content spliced in as text (read.ts), an ETag
// over the whole answer, and 304 for a client that already has it (etag.ts).

const firm = useFirm();
const url = (id: string) => `/docs/documents/${id}`;
const get = (session: Session, id: string, headers: Record<string, string> = {}) =>
  firm.app.inject({ method: 'GET', url: url(id), headers: { ...session.headers, ...headers } });
const put = (id: string, payload: object, headers: Record<string, string> = {}) =>
  firm.app.inject({
    method: 'PUT',
    url: url(id),
    headers: { ...firm.attorney.headers, ...headers },
    payload,
  });

/** What the documents service presents for the document (scope.ts), through JSON as it leaves. */
async function presented(id: string) {
  const user: AuthUser = {
    id: 'reader',
    orgId: firm.orgId,
    role: 'viewer',
    permissions: [],
    email: '',
    sessionId: '',
  };
  const document = await getDocument(
    firm.database.db,
    { user, meta: { ip: '127.0.0.1', userAgent: null } },
    id,
  );
  return JSON.parse(JSON.stringify(document));
}

describe('reading a document', () => {
  it('answers what the documents service presents: content, links in name order, metadata', async () => {
    const db = firm.database.db;
    const [zeta, alpha] = [
      await buildEntity(db, { orgId: firm.orgId, name: 'Zeta Holdings' }),
      await buildEntity(db, { orgId: firm.orgId, name: 'Alpha Trust' }),
    ];
    const owner = await buildPerson(db, { orgId: firm.orgId });
    const contact = await buildContact(db, { orgId: firm.orgId });
    const created = await firm.request(firm.attorney, 'POST', '/docs/documents', {
      name: 'Engagement "letter" \u2028 ü',
      content: buildContent(
        '<p>Dear <span data-merge-field="client.name">{{client.name}}</span>,\n"quoted"</p>',
        {
          merge_field_values: { 'client.name': 'Ada \\ "Lovelace"' },
        },
      ),
      entity_ids: [zeta.id, alpha.id],
      owner_ids: [owner.id],
      contact_ids: [contact.id],
      metadata: { letterhead: { width: 200, url: null }, nested: [1, 'two'] },
    });
    const { id } = created.json();

    const response = await get(firm.viewer, id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json();
    expect(body).toEqual(await presented(id));
    expect(body.entities.map((record: { name: string }) => record.name)).toEqual([
      'Alpha Trust',
      'Zeta Holdings',
    ]);
    expect(Object.keys(body).at(-1)).toBe('versions');
  });

  it('answers no versions at version 0, even when values wait in a row numbered 0', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId, html: null });
    const saved = await firm.request(firm.attorney, 'PUT', `${url(document.id)}/merge-field-values`, {
      a: 'b',
    });
    expect(saved.statusCode).toBe(200);
    const body = (await get(firm.viewer, document.id)).json();
    expect(body).toMatchObject({ current_version: 0, versions: [] });
    expect(body).toEqual(await presented(document.id));
  });

  it('answers older content shapes as they were stored', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Old' }] }] };
    expect((await put(document.id, { prosemirror_doc: doc })).statusCode).toBe(200);
    const body = (await get(firm.viewer, document.id)).json();
    expect(body.versions[0].content.prosemirror_doc).toEqual(doc);
    expect(body).toEqual(await presented(document.id));
  });

  it("answers another organization's document with 404", async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const response = await get(firm.outsider, document.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Document not found' });
  });
});

describe('revalidating a document', () => {
  it('answers If-None-Match with 304 and no body while nothing changed', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const first = await get(firm.viewer, document.id);
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('private, no-cache');

    for (const header of [etag, etag.replace(/^W\//, ''), `"other", ${etag}`, '*']) {
      const again = await get(firm.viewer, document.id, { 'if-none-match': header, 'accept-encoding': 'br' });
      expect(again.statusCode, header).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['content-encoding']).toBeUndefined();
      expect(again.headers['cache-control']).toBe('private, no-cache');
    }
    expect((await get(firm.viewer, document.id, { 'if-none-match': 'W/"1-other"' })).statusCode).toBe(200);
  });

  it('changes the ETag whenever the answer changes, though the version does not', async () => {
    const db = firm.database.db;
    const document = await buildDocument(db, { orgId: firm.orgId });
    const entity = await buildEntity(db, { orgId: firm.orgId });
    const changes: [string, () => Promise<unknown>][] = [
      [
        'a value saved in place',
        () => firm.request(firm.attorney, 'PUT', `${url(document.id)}/merge-field-values`, { a: 'b' }),
      ],
      [
        'content written in place, and nothing else',
        async () => {
          for (const version of await readVersions(db, document.id)) {
            await replaceVersionContent(db, version, { content: buildContent('<p>Changed in place</p>') });
          }
        },
      ],
      ['a rename', () => put(document.id, { name: 'Renamed' })],
      ['the draft flag', () => put(document.id, { is_draft: true })],
      ['metadata', () => put(document.id, { metadata: { letterhead: { width: 1 } } })],
      ['a link', () => put(document.id, { entity_ids: [entity.id] })],
      [
        'a linked record renamed',
        () => db.update(entities).set({ name: 'New name' }).where(eq(entities.id, entity.id)),
      ],
      ['a new version', () => put(document.id, { content: buildContent('<p>New</p>') })],
    ];
    const seen = new Set<string>();
    let etag = (await get(firm.viewer, document.id)).headers.etag as string;
    seen.add(etag);
    for (const [change, apply] of changes) {
      await apply();
      const response = await get(firm.viewer, document.id, { 'if-none-match': etag });
      expect(response.statusCode, change).toBe(200);
      etag = response.headers.etag as string;
      expect(seen.has(etag), change).toBe(false);
      seen.add(etag);
    }
    expect(etag).toMatch(/^W\/"2-/);
  });

  it("accepts a GET's ETag in If-Match as the version it begins with", async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const etag = (await get(firm.attorney, document.id)).headers.etag as string;
    const saved = await put(document.id, { content: buildContent('<p>a</p>') }, { 'if-match': etag });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    const stale = await put(document.id, { content: buildContent('<p>b</p>') }, { 'if-match': etag });
    expect(stale.statusCode).toBe(409);
  });
});

describe('compressing a document', () => {
  it('answers brotli or gzip as Accept-Encoding asks, and plain JSON otherwise', async () => {
    const html = `<p>${'A clause of a long contract. '.repeat(2000)}</p>`;
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId, html });
    const plain = await get(firm.viewer, document.id);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get(firm.viewer, document.id, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);

    const gzip = await get(firm.viewer, document.id, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers and error bodies readable as they are', async () => {
    const missing = await get(firm.viewer, '00000000-0000-4000-8000-000000000000', {
      'accept-encoding': 'br',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toEqual({ detail: 'Document not found' });
    const invalid = await get(firm.viewer, 'not-an-id', { 'accept-encoding': 'gzip' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().detail).toMatch(/id/);
  });
});
