import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, auditLog } from '../../db/schema.js';
import type { BucketStorage } from '../../lib/storage/object-storage.js';
import { s3Storage } from '../../lib/storage/s3-storage.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrg, buildUser, type Session, signIn } from '../../test/factories.js';
import { postToBucket, startTestS3, type TestS3 } from '../../test/s3.js';
import type { ServiceContext } from '../auth/context.js';
import { readOwnAsset } from './read-own-asset.js';
import { sweepOrphanAssets } from './sweep.js';

// Uploads with S3 storage, against a real S3-compatible server (s3rver) at its wire protocol: the
// browser's form POST goes straight to the bucket, and the server checks the bytes on first read.

let database: TestDatabase;
let s3: TestS3;
let bucket: BucketStorage;
let app: FastifyInstance;
let orgId: string;
let attorneyId: string;
let attorney: Session;
let viewer: Session;
let outsider: Session;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

beforeAll(async () => {
  database = await createTestDatabase();
  s3 = await startTestS3();
  bucket = await s3Storage(s3.config);
  app = await buildTestApp(database, { s3: s3.config });
  orgId = (await buildOrg(database.db)).id;
  const attorneyUser = await buildUser(database.db, { orgId, role: 'attorney' });
  attorneyId = attorneyUser.id;
  attorney = await signIn(app, attorneyUser.email);
  viewer = await signIn(app, (await buildUser(database.db, { orgId, role: 'viewer' })).email);
  const other = await buildOrg(database.db);
  outsider = await signIn(app, (await buildUser(database.db, { orgId: other.id, role: 'admin' })).email);
});
afterAll(async () => {
  await app.close();
  await bucket.close();
  await s3.close();
});

type Target = { url: string; fields: Record<string, string>; s3_key: string };

async function target(filename = 'seal.png', content_type: string | null = 'image/png'): Promise<Target> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/docs/assets/upload-url',
    headers: attorney.headers,
    payload: { filename, asset_type: 'letterhead', ...(content_type ? { content_type } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const assetUrl = ({ s3_key }: Target) => `/api/docs/assets/${s3_key.replace(/^assets\//, '')}`;
const read = (url: string, session: Session = viewer, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers: session.headers });
const rowOf = async (key: string) => (await database.db.select().from(assets).where(eq(assets.key, key)))[0];

async function uploaded(bytes: Buffer, filename = 'seal.png', type = 'image/png'): Promise<Target> {
  const answer = await target(filename, type);
  const posted = await postToBucket(answer, bytes, type);
  expect(posted.status).toBe(204);
  return answer;
}

describe('POST /api/docs/assets/upload-url with S3 storage', () => {
  it("answers the spec's form-upload shape for a new key of the caller's organization", async () => {
    const answer = await target('Firm seal.png');
    expect(Object.keys(answer).sort()).toEqual(['fields', 's3_key', 'url']);
    expect(answer.s3_key).toMatch(new RegExp(`^assets/${orgId}/[0-9a-f-]{36}\\.png$`));
    expect(answer.url).toBe(`${s3.config.endpoint}/${s3.config.bucket}`);
    expect(answer.fields).toMatchObject({ key: answer.s3_key, 'Content-Type': 'image/png' });
    const policy = JSON.parse(Buffer.from(answer.fields.Policy!, 'base64').toString());
    expect(policy.conditions).toEqual(
      expect.arrayContaining([['content-length-range', 1, 5 * 1024 * 1024 - 1], { key: answer.s3_key }]),
    );
    // Recorded, pending, before anything can be uploaded.
    expect(await rowOf(answer.s3_key)).toMatchObject({
      orgId,
      name: 'Firm seal.png',
      pending: true,
      storage: 's3',
      contentType: 'image/png',
      etag: null,
    });
  });

  it('fixes the Content-Type to the type asked for, from content_type or the extension', async () => {
    expect((await target('scan.jpeg', null)).fields['Content-Type']).toBe('image/jpeg');
    expect((await target('logo', 'image/webp')).s3_key).toMatch(/\.webp$/);
  });

  it('gives no URL for SVG or HTML', async () => {
    for (const [filename, content_type] of [
      ['logo.svg', 'image/svg+xml'],
      ['page.html', undefined],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/docs/assets/upload-url',
        headers: attorney.headers,
        payload: { filename, asset_type: 'image', ...(content_type ? { content_type } : {}) },
      });
      expect(response.statusCode).toBe(415);
    }
  });

  it("lets the page's CSP connect to the bucket, and to nothing else new", async () => {
    const page = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const connect = /connect-src ([^;]+)/.exec(page.headers['content-security-policy'] as string)?.[1];
    expect(connect?.split(' ')).toEqual(["'self'", new URL(s3.config.endpoint!).origin]);
  });
});

describe('an image posted straight to the bucket', () => {
  it('is checked on its first read and served as the image its bytes are, unsniffed, to the organization', async () => {
    const answer = await uploaded(PNG);
    expect(await rowOf(answer.s3_key)).toMatchObject({ pending: true });

    const served = await read(assetUrl(answer));
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");

    const row = await rowOf(answer.s3_key);
    expect(row).toMatchObject({ pending: false, size: PNG.length, contentType: 'image/png' });
    expect(row?.etag).toMatch(/^".+"$/);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'asset.uploaded'), eq(auditLog.targetType, 'asset')));
    expect(audit.map((entry) => entry.details)).toContainEqual({
      key: answer.s3_key,
      size: PNG.length,
      storage: 's3',
    });

    // Read again: the same object, by its ETag.
    expect((await read(assetUrl(answer), attorney)).rawPayload.equals(PNG)).toBe(true);
    expect((await read(assetUrl(answer), outsider)).statusCode).toBe(404);
  });

  it('is 404 to another organization, whose read neither confirms nor removes it', async () => {
    const answer = await uploaded(SVG);
    const foreign = await read(assetUrl(answer), outsider);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Asset not found');
    expect(await rowOf(answer.s3_key)).toMatchObject({ pending: true });
    expect(await bucket.get(answer.s3_key)).not.toBeNull();
  });

  it('is 404 until something is uploaded, and the upload URL still works then', async () => {
    const answer = await target();
    expect((await read(assetUrl(answer))).statusCode).toBe(404);
    expect(await rowOf(answer.s3_key)).toMatchObject({ pending: true });
    expect((await postToBucket(answer, PNG)).status).toBe(204);
    expect((await read(assetUrl(answer))).statusCode).toBe(200);
  });

  it('is refused and removed, row and object, when it is SVG or HTML under an image key', async () => {
    for (const bytes of [SVG, HTML]) {
      const answer = await uploaded(bytes);
      const first = await read(assetUrl(answer));
      expect(first.statusCode).toBe(415);
      expect(first.json().detail).toBe('Invalid file type');
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      expect(await rowOf(answer.s3_key)).toBeUndefined();
      expect(await bucket.get(answer.s3_key)).toBeNull();
      expect((await read(assetUrl(answer))).statusCode).toBe(404);
    }
  });

  it('is refused when its bytes are another image type than the key promised', async () => {
    const answer = await uploaded(PNG, 'photo.jpg', 'image/jpeg');
    const first = await read(assetUrl(answer));
    expect(first.statusCode).toBe(415);
    expect(first.json().detail).toBe(
      'Invalid file type: the file is a PNG image, but it was uploaded as a JPG',
    );
    expect(await bucket.get(answer.s3_key)).toBeNull();
  });

  it('is refused in the spec words at 5 MB and more (a server that ignores the policy size)', async () => {
    const answer = await uploaded(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]));
    const first = await read(assetUrl(answer));
    expect(first.statusCode).toBe(413);
    expect(first.json().detail).toBe('File size must be less than 5MB');
    expect(await rowOf(answer.s3_key)).toBeUndefined();
    expect(await bucket.get(answer.s3_key)).toBeNull();
  });

  it('is never served again once replaced after its check, by a second POST of the same form', async () => {
    const answer = await uploaded(PNG);
    expect((await read(assetUrl(answer))).statusCode).toBe(200);
    const replacement = Buffer.concat([PNG, Buffer.from('<script>alert(1)</script>')]);
    expect((await postToBucket(answer, replacement)).status).toBe(204);
    const after = await read(assetUrl(answer));
    expect(after.statusCode).toBe(404);
    expect(after.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('is confirmed by a HEAD as by a GET, which is what the web client sends after uploading', async () => {
    const answer = await uploaded(PNG);
    const head = await read(assetUrl(answer), attorney, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(await rowOf(answer.s3_key)).toMatchObject({ pending: false });
    const refused = await read(assetUrl(await uploaded(HTML)), attorney, 'HEAD');
    expect(refused.statusCode).toBe(415);
  });
});

describe('an image posted to the bucket, read by a renderer (readOwnAsset)', () => {
  const ctx = () =>
    ({ user: { id: attorneyId, orgId }, meta: { ip: '127.0.0.1', userAgent: null } }) as ServiceContext;

  it('is checked on that first read too: a PNG is given, an SVG is nothing and is removed', async () => {
    const good = await uploaded(PNG);
    expect(await readOwnAsset(database.db, ctx(), bucket, assetUrl(good))).toEqual({
      bytes: PNG,
      contentType: 'image/png',
    });
    expect(await rowOf(good.s3_key)).toMatchObject({ pending: false });
    const bad = await uploaded(SVG);
    expect(await readOwnAsset(database.db, ctx(), bucket, assetUrl(bad))).toBeNull();
    expect(await rowOf(bad.s3_key)).toBeUndefined();
    expect(await bucket.get(bad.s3_key)).toBeNull();
  });
});

describe('local-upload with S3 storage', () => {
  it('stores the data URL in the bucket, confirmed at once, and serves it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/docs/assets/local-upload',
      headers: attorney.headers,
      payload: { file_content: `data:image/png;base64,${PNG.toString('base64')}`, filename: 'seal.png' },
    });
    expect(response.statusCode).toBe(201);
    const key = `assets/${response.json().url.replace('/api/docs/assets/', '')}`;
    expect((await bucket.get(key))?.bytes.equals(PNG)).toBe(true);
    expect(await rowOf(key)).toMatchObject({ pending: false, storage: 's3' });
    expect((await read(response.json().url)).rawPayload.equals(PNG)).toBe(true);
  });
});

describe('the sweep with S3 storage', () => {
  it('settles old pending uploads and removes objects no row records, keeping the rest', async () => {
    const neverUploaded = await target();
    const goodUnread = await uploaded(PNG);
    const badUnread = await uploaded(SVG);
    const confirmed = await uploaded(PNG);
    expect((await read(assetUrl(confirmed))).statusCode).toBe(200);
    const strayKey = `assets/${orgId}/${crypto.randomUUID()}.png`;
    await bucket.put(strayKey, PNG, 'image/png');
    const stranger = `assets/${orgId}/notes.txt`;
    await bucket.put(stranger, PNG, 'text/plain');

    const inTwoHours = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const { removed } = await sweepOrphanAssets(database.db, bucket, { now: inTwoHours });

    expect(removed).toEqual(expect.arrayContaining([neverUploaded.s3_key, badUnread.s3_key, strayKey]));
    expect(removed).not.toContain(goodUnread.s3_key);
    expect(removed).not.toContain(confirmed.s3_key);
    expect(removed).not.toContain(stranger);
    expect(await rowOf(neverUploaded.s3_key)).toBeUndefined();
    expect(await rowOf(badUnread.s3_key)).toBeUndefined();
    expect(await bucket.get(badUnread.s3_key)).toBeNull();
    expect(await bucket.get(strayKey)).toBeNull();
    expect(await rowOf(goodUnread.s3_key)).toMatchObject({ pending: false, size: PNG.length });
    expect((await read(assetUrl(goodUnread))).rawPayload.equals(PNG)).toBe(true);
    expect((await read(assetUrl(confirmed))).statusCode).toBe(200);
    expect(await bucket.get(stranger)).not.toBeNull();
  });
});
