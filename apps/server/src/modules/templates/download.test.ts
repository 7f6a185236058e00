import { randomUUID } from 'node:crypto';
import { TEMPLATE_DOWNLOAD_URL_TTL_MS } from '@lexdraft/core';
import { Document, Packer, Paragraph } from 'docx';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { assets, auditLog, templates, users } from '../../db/schema.js';
import { diskStorage } from '../../lib/storage/local-storage.js';
import { testConfig } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrg, buildUser, type Session, signIn } from '../../test/factories.js';
import { LINK_NO_LONGER_VALID, wordFileName } from './download.js';
import { EXPIRED_DOWNLOAD_LINK, INVALID_DOWNLOAD_LINK } from './download-token.js';

// Download links over HTTP, on an app whose link clock the tests move: a link works without a
// session for 5 minutes, for its own template only, and gives the imported Word file as it was or
// the template's Word export.

let database: TestDatabase;
let app: FastifyInstance;
let dataDir: string;
let clock = Date.now();
let orgId: string;
let attorney: Session;
let viewer: Session;
let outsider: Session;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig();
  dataDir = config.dataDir;
  app = await buildApp({ config, database, logger: pino({ level: 'silent' }), now: () => clock });
  orgId = (await buildOrg(database.db)).id;
  attorney = await signIn(app, (await buildUser(database.db, { orgId, role: 'attorney' })).email);
  viewer = await signIn(app, (await buildUser(database.db, { orgId, role: 'viewer' })).email);
  const other = await buildOrg(database.db);
  outsider = await signIn(app, (await buildUser(database.db, { orgId: other.id, role: 'admin' })).email);
});
afterAll(() => app.close());

const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;

async function makeTemplate(name: string, html = `<p>Agreement with ${field('entity.name')}</p>`) {
  const response = await app.inject({
    method: 'POST',
    url: '/docs/templates',
    headers: attorney.headers,
    payload: { name, content: html },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

async function linkFor(id: string, session: Session = viewer) {
  const response = await app.inject({
    method: 'GET',
    url: `/docs/templates/${id}/download-url`,
    headers: session.headers,
  });
  return response;
}

const open = (url: string) => app.inject({ method: 'GET', url });
const wordText = (bytes: Buffer) => {
  const xml = strFromU8(unzipSync(bytes)['word/document.xml']!);
  return Array.from(xml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g), (match) => match[1]).join('');
};

describe('GET /docs/templates/{id}/download-url', () => {
  it('answers a signed link, valid for 5 minutes, to anyone who may read documents', async () => {
    const id = await makeTemplate('Link check');
    const response = await linkFor(id);
    expect(response.statusCode).toBe(200);
    const { download_url, expires_at } = response.json();
    expect(download_url).toMatch(new RegExp(`^/docs/templates/${id}/download\\?token=[\\w-]+\\.[\\w-]{43}$`));
    expect(Date.parse(expires_at)).toBe(clock + TEMPLATE_DOWNLOAD_URL_TTL_MS);
  });

  it("answers 404 for another organization's template or a plain document, 401 without sign-in", async () => {
    const id = await makeTemplate('Not theirs');
    expect((await linkFor(id, outsider)).statusCode).toBe(404);
    const plain = await app.inject({
      method: 'POST',
      url: '/docs/documents/blank',
      headers: attorney.headers,
      payload: { name: 'Plain' },
    });
    expect((await linkFor(plain.json().id)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/docs/templates/${id}/download-url` })).statusCode).toBe(
      401,
    );
  });
});

describe('the download link', () => {
  it('gives a template made in the editor as its Word export, without a session, named after it', async () => {
    const id = await makeTemplate('Mutual NDA: "Acme" / 2026');
    const { download_url } = (await linkFor(id)).json();
    const response = await open(download_url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Mutual NDA_ _Acme_ _ 2026.docx"; filename*=UTF-8''Mutual%20NDA_%20_Acme_%20_%202026.docx`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    // The field is unfilled, as a template's are: it prints its label.
    expect(wordText(response.rawPayload)).toBe('Agreement with Entity Name');
    const actions = await database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.targetId, id));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'template.downloaded', details: { source: 'export' } },
        {
          action: 'document.exported_with_unresolved',
          details: { format: 'docx', unresolved_fields: ['entity.name'] },
        },
      ]),
    );
  });

  it('gives an imported template its original Word file, byte for byte', async () => {
    const id = await makeTemplate('Imported lease');
    const original = await Packer.toBuffer(
      new Document({ sections: [{ children: [new Paragraph('The original {{tenant}} lease')] }] }),
    );
    const key = `assets/${orgId}/${randomUUID()}.docx`;
    await diskStorage(dataDir).put(key, original, 'application/octet-stream');
    const [asset] = await database.db
      .insert(assets)
      .values({
        orgId,
        key,
        name: 'lease.docx',
        assetType: 'template',
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: original.length,
      })
      .returning();
    await database.db.update(templates).set({ sourceAssetId: asset!.id }).where(eq(templates.documentId, id));
    const list = await app.inject({ method: 'GET', url: '/docs/templates', headers: viewer.headers });
    expect(list.json().templates.find((row: { id: string }) => row.id === id).has_original_file).toBe(true);

    const response = await open((await linkFor(id)).json().download_url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(original)).toBe(true);
    expect(wordText(response.rawPayload)).toBe('The original {{tenant}} lease');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Imported lease.docx"/);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'template.downloaded')));
    expect(audit!.details).toEqual({ source: 'original' });

    // Deleting the template takes its original file with it.
    expect(
      (await app.inject({ method: 'DELETE', url: `/docs/templates/${id}`, headers: attorney.headers }))
        .statusCode,
    ).toBe(204);
    expect(await database.db.select().from(assets).where(eq(assets.id, asset!.id))).toEqual([]);
    expect(await diskStorage(dataDir).get(key)).toBeNull();
  });

  it('falls back to the Word export when the original file is no longer stored', async () => {
    const id = await makeTemplate('Lost original');
    const [asset] = await database.db
      .insert(assets)
      .values({
        orgId,
        key: `assets/${orgId}/${randomUUID()}.docx`,
        name: 'gone.docx',
        assetType: 'template',
        contentType: 'application/octet-stream',
        size: 1,
      })
      .returning();
    await database.db.update(templates).set({ sourceAssetId: asset!.id }).where(eq(templates.documentId, id));
    const response = await open((await linkFor(id)).json().download_url);
    expect(response.statusCode).toBe(200);
    expect(wordText(response.rawPayload)).toBe('Agreement with Entity Name');
  });

  it('works until 5 minutes after it was issued, then answers 410', async () => {
    const id = await makeTemplate('Expiring');
    const start = clock;
    const { download_url } = (await linkFor(id)).json();
    try {
      clock = start + TEMPLATE_DOWNLOAD_URL_TTL_MS - 1;
      expect((await open(download_url)).statusCode).toBe(200);
      clock = start + TEMPLATE_DOWNLOAD_URL_TTL_MS;
      const expired = await open(download_url);
      expect([expired.statusCode, expired.json().detail]).toEqual([410, EXPIRED_DOWNLOAD_LINK]);
    } finally {
      clock = start;
    }
  });

  it('refuses a link that was changed, is for another template, or has no token, with 403', async () => {
    const id = await makeTemplate('Tamper');
    const other = await makeTemplate('Other');
    const { download_url } = (await linkFor(id)).json();
    const [path, token] = download_url.split('?token=');
    const [payload, mac] = token.split('.');
    const flipped = `${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`;
    // A payload naming a later expiry, signed by no one.
    const forged = Buffer.from(JSON.stringify([orgId, id, 'u', clock + 3_600_000])).toString('base64url');
    for (const url of [
      `${path}?token=${payload}.${flipped}`,
      `${path}?token=${forged}.${mac}`,
      `${path}?token=${token}x`,
      `/docs/templates/${other}/download?token=${token}`,
      path,
    ]) {
      const response = await open(url);
      expect([response.statusCode, response.json().detail], url).toEqual([403, INVALID_DOWNLOAD_LINK]);
    }
  });

  it('stops working when the user who asked may no longer read, and when the template is gone', async () => {
    const id = await makeTemplate('Issuer check');
    const user = await buildUser(database.db, { orgId, role: 'paralegal' });
    const session = await signIn(app, user.email);
    const { download_url } = (await linkFor(id, session)).json();
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const refused = await open(download_url);
    expect([refused.statusCode, refused.json().detail]).toEqual([403, LINK_NO_LONGER_VALID]);

    const gone = await makeTemplate('Gone');
    const link = (await linkFor(gone)).json().download_url;
    await app.inject({ method: 'DELETE', url: `/docs/templates/${gone}`, headers: attorney.headers });
    expect((await open(link)).statusCode).toBe(404);
  });
});

describe('wordFileName', () => {
  it('keeps the name readable and safe on any file system', () => {
    expect(wordFileName('Lease')).toBe('Lease.docx');
    expect(wordFileName('a/b\\c:d*e?f"g<h>i|j')).toBe('a_b_c_d_e_f_g_h_i_j.docx');
    expect(wordFileName('Trailing dots...')).toBe('Trailing dots.docx');
    expect(wordFileName('\u0000\u202e')).toBe('template.docx');
    expect(wordFileName('x'.repeat(300))).toBe(`${'x'.repeat(250)}.docx`);
  });
});
