import { ASSET_UPLOAD_URL_TTL_MS } from '@lexdraft/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrg, buildUser, type Session, signIn } from '../../test/factories.js';
import { CONTROL_CHARACTER_IN_NAME } from './file-name.js';
import { signUploadToken, uploadTokenKey } from './upload-token.js';

// The two-step upload with local storage: POST upload-url, then PUT the bytes to the signed URL.

const SECRET = 'an-upload-url-test-secret-of-at-least-32-characters';

let database: TestDatabase;
let app: FastifyInstance;
let orgId: string;
let attorneyId: string;
let attorney: Session;
let colleague: Session;
let viewer: Session;
let outsider: Session;

// The smallest valid PNG: one transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { jwtSecret: SECRET });
  orgId = (await buildOrg(database.db)).id;
  const attorneyUser = await buildUser(database.db, { orgId, role: 'attorney' });
  attorneyId = attorneyUser.id;
  attorney = await signIn(app, attorneyUser.email);
  colleague = await signIn(app, (await buildUser(database.db, { orgId, role: 'attorney' })).email);
  viewer = await signIn(app, (await buildUser(database.db, { orgId, role: 'viewer' })).email);
  const other = await buildOrg(database.db);
  outsider = await signIn(app, (await buildUser(database.db, { orgId: other.id, role: 'admin' })).email);
});
afterAll(() => app.close());

type Target = { upload_url: string; asset_url: string; storage_type: string; local_filename: string };

const askUrl = (payload: Record<string, unknown>, session: Session | null = attorney) =>
  app.inject({
    method: 'POST',
    url: '/api/docs/assets/upload-url',
    ...(session ? { headers: session.headers } : {}),
    payload,
  });

async function target(filename = 'seal.png', content_type?: string): Promise<Target> {
  const response = await askUrl({
    filename,
    asset_type: 'letterhead',
    ...(content_type ? { content_type } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const put = (url: string, bytes: Buffer, session: Session | null = attorney, contentType = 'image/png') =>
  app.inject({
    method: 'PUT',
    url,
    headers: { ...(session?.headers ?? {}), 'content-type': contentType },
    payload: bytes,
  });

describe('POST /api/docs/assets/upload-url', () => {
  it("answers a signed URL to PUT to and the asset's future URL, in the spec's local shape", async () => {
    const answer = await target('seal.png', 'image/png');
    expect(answer.storage_type).toBe('local');
    expect(answer.local_filename).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(answer.asset_url).toBe(`/api/docs/assets/${orgId}/${answer.local_filename}`);
    expect(answer.upload_url).toMatch(/^\/api\/docs\/assets\/local-upload\?token=[\w-]+\.[\w-]{43}$/);
  });

  it("takes the type from the file name's extension when no content_type is sent", async () => {
    expect((await target('Scan.JPEG')).local_filename).toMatch(/\.jpg$/);
    expect((await target('logo.webp')).local_filename).toMatch(/\.webp$/);
  });

  it('gives no URL for SVG, HTML or an unknown type', async () => {
    const refused = [
      { filename: 'logo.svg', content_type: 'image/svg+xml' },
      { filename: 'logo.png', content_type: 'text/html' },
      { filename: 'page.html' },
      { filename: 'no-extension' },
    ];
    for (const body of refused) {
      const response = await askUrl({ ...body, asset_type: 'image' });
      expect(response.statusCode, body.filename).toBe(415);
      expect(response.json().detail).toMatch(/^Invalid file type: only PNG, JPEG, GIF and WebP/);
    }
  });

  // Issue 29, item 5.
  it('gives no URL for a name holding a control character', async () => {
    const response = await askUrl({
      filename: 'evil\u0000N.png.html',
      asset_type: 'image',
      content_type: 'image/png',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: CONTROL_CHARACTER_IN_NAME });
  });

  it('refuses a viewer and a caller who is not signed in', async () => {
    expect((await askUrl({ filename: 'a.png', asset_type: 'image' }, viewer)).statusCode).toBe(403);
    expect((await askUrl({ filename: 'a.png', asset_type: 'image' }, null)).statusCode).toBe(401);
  });
});

describe('PUT to an upload URL', () => {
  it('stores the bytes, which the asset URL then serves with the safety headers', async () => {
    const { upload_url, asset_url } = await target('Firm letterhead.png');
    const stored = await put(upload_url, PNG);
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toEqual({
      url: asset_url,
      name: 'Firm letterhead.png',
      size: PNG.length,
      type: 'image/png',
    });

    const served = await app.inject({ method: 'GET', url: asset_url, headers: viewer.headers });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    expect((await app.inject({ method: 'GET', url: asset_url, headers: outsider.headers })).statusCode).toBe(
      404,
    );
  });

  it('reads the type from the bytes whatever Content-Type says', async () => {
    const { upload_url } = await target();
    const stored = await put(upload_url, PNG, attorney, 'application/json');
    expect(stored.statusCode).toBe(201);
    expect(stored.json().type).toBe('image/png');
  });

  it('is single use: a second PUT is refused and the first file stays', async () => {
    const { upload_url, asset_url } = await target();
    expect((await put(upload_url, PNG)).statusCode).toBe(201);
    const again = await put(upload_url, Buffer.concat([PNG, Buffer.from('second')]));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This upload link has already been used');
    const served = await app.inject({ method: 'GET', url: asset_url, headers: attorney.headers });
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('stores one of two PUTs that race with the same link, and refuses the other', async () => {
    const { upload_url, asset_url } = await target();
    const answers = await Promise.all([put(upload_url, PNG), put(upload_url, PNG)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const served = await app.inject({ method: 'GET', url: asset_url, headers: attorney.headers });
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses an expired link with 410', async () => {
    const localFilename = `${crypto.randomUUID()}.png`;
    const grant = { orgId, userId: attorneyId, assetType: 'image', localFilename, name: 'old.png' };
    const issuedLongAgo = Date.now() - ASSET_UPLOAD_URL_TTL_MS - 1000;
    const token = signUploadToken(grant, uploadTokenKey(SECRET), issuedLongAgo);
    const response = await put(`/api/docs/assets/local-upload?token=${token}`, PNG);
    expect(response.statusCode).toBe(410);
    expect(response.json().detail).toBe('This upload link has expired; ask for a new one');
  });

  it('refuses a tampered token, a token of another key, an access token and none at all', async () => {
    const { upload_url } = await target();
    const token = new URL(upload_url, 'http://x').searchParams.get('token')!;
    const [payload, mac] = token.split('.') as [string, string];
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString());
    grant[3] = grant[3].replace(/^./, (first: string) => (first === 'a' ? 'b' : 'a'));
    const forged = [
      `${Buffer.from(JSON.stringify(grant)).toString('base64url')}.${mac}`,
      `${payload}.${mac.replace(/^./, (first) => (first === 'A' ? 'B' : 'A'))}`,
      signUploadToken(
        { orgId, userId: attorneyId, assetType: 'image', localFilename: grant[3], name: 'x.png' },
        uploadTokenKey('another-secret-of-at-least-32-characters!!'),
      ),
      attorney.accessToken,
      '',
    ];
    for (const bad of forged) {
      const response = await put(`/api/docs/assets/local-upload?token=${bad}`, PNG);
      expect([403, 422], bad).toContain(response.statusCode);
      if (bad !== '') expect(response.json().detail).toBe('This upload link is not valid');
    }
    // The link is checked before the body is read: a body past the size limit makes no difference.
    const huge = await put(`/api/docs/assets/local-upload?token=${forged[0]}`, Buffer.alloc(7 * 1024 * 1024));
    expect(huge.statusCode).toBe(403);
    expect((await put(upload_url, PNG)).statusCode).toBe(201);
  });

  it('refuses the link to anyone but the user it was issued to, and to no one signed in', async () => {
    const { upload_url } = await target();
    for (const other of [outsider, colleague]) {
      const response = await put(upload_url, PNG, other);
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe('This upload link was issued to another user');
    }
    expect((await put(upload_url, PNG, null)).statusCode).toBe(401);
    expect((await put(upload_url, PNG)).statusCode).toBe(201);
  });

  it('refuses SVG and HTML bytes, and a PNG sent to a link made for a JPEG', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    for (const bytes of [svg, html]) {
      const response = await put((await target()).upload_url, bytes, attorney, 'image/png');
      expect(response.statusCode).toBe(415);
      expect(response.json().detail).toBe('Invalid file type');
    }
    const jpeg = await put((await target('photo.jpg')).upload_url, PNG);
    expect(jpeg.statusCode).toBe(415);
    expect(jpeg.json().detail).toBe(
      'Invalid file type: the file is a PNG image, but this upload link is for a JPG',
    );
  });

  it('refuses 5 MB and more in the spec words, a body past the limit included', async () => {
    for (const extra of [5 * 1024 * 1024 - PNG.length, 7 * 1024 * 1024]) {
      const response = await put((await target()).upload_url, Buffer.concat([PNG, Buffer.alloc(extra)]));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ detail: 'File size must be less than 5MB' });
    }
  });
});
