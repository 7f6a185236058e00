import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrg, buildUser, type Session, signIn } from '../../test/factories.js';
import { CONTROL_CHARACTER_IN_NAME } from './file-name.js';

let database: TestDatabase;
let app: FastifyInstance;
let attorney: Session;
let viewer: Session;
let outsider: Session;

// The smallest valid PNG: one transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const dataUrl = (bytes: Buffer, mime = 'image/png') => `data:${mime};base64,${bytes.toString('base64')}`;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  const org = await buildOrg(database.db);
  attorney = await signIn(app, (await buildUser(database.db, { orgId: org.id, role: 'attorney' })).email);
  viewer = await signIn(app, (await buildUser(database.db, { orgId: org.id, role: 'viewer' })).email);
  const other = await buildOrg(database.db);
  outsider = await signIn(app, (await buildUser(database.db, { orgId: other.id, role: 'admin' })).email);
});
afterAll(() => app.close());

const upload = (file_content: string, session = attorney, filename = 'seal.png') =>
  app.inject({
    method: 'POST',
    url: '/api/docs/assets/local-upload',
    headers: session.headers,
    payload: { file_content, filename, asset_type: 'image' },
  });

describe('POST /api/docs/assets/local-upload', () => {
  it('stores an image and answers its URL, which serves it to the organization only', async () => {
    const response = await upload(dataUrl(PNG));
    expect(response.statusCode).toBe(201);
    const { url, size, type, name } = response.json();
    expect(url).toMatch(/^\/api\/docs\/assets\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/);
    expect({ size, type, name }).toEqual({ size: PNG.length, type: 'image/png', name: 'seal.png' });

    const byHeader = await app.inject({ method: 'GET', url, headers: viewer.headers });
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.headers['content-type']).toBe('image/png');
    expect(byHeader.rawPayload.equals(PNG)).toBe(true);
    // An <img> sends the token cookie instead of the header.
    const byCookie = await app.inject({ method: 'GET', url, cookies: { access_token: viewer.accessToken } });
    expect(byCookie.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url, headers: outsider.headers })).statusCode).toBe(404);
  });

  it('refuses what is not an image, whatever it claims to be', async () => {
    const response = await upload(dataUrl(Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png'));
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toBe('Invalid file type');
  });

  it('refuses files of 5 MB and more', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(dataUrl(big));
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('File size must be less than 5MB');
  });

  it("refuses a body past the route limit with the same words, not the framework's", async () => {
    const huge = Buffer.concat([PNG, Buffer.alloc(7 * 1024 * 1024)]);
    const response = await upload(dataUrl(huge));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'File size must be less than 5MB' });
  });

  it('stores a hostile file name as a plain display name, and serves it inline under that name', async () => {
    const cases: [string, string][] = [
      ['..\\..\\x.png', 'x.png'],
      ['../../etc/passwd', 'passwd'],
      [`${'long'.repeat(500)}.png`, `${'long'.repeat(500).slice(0, 251)}.png`],
    ];
    for (const [sent, stored] of cases) {
      const response = await upload(dataUrl(PNG), attorney, sent);
      expect(response.statusCode, sent).toBe(201);
      expect(response.json().name).toBe(stored);
      const served = await app.inject({ method: 'GET', url: response.json().url, headers: viewer.headers });
      const saveAs = stored.endsWith('.png') ? stored : `${stored}.png`;
      expect(served.headers['content-disposition']).toBe(
        `inline; filename="${saveAs}"; filename*=UTF-8''${encodeURIComponent(saveAs)}`,
      );
    }
  });

  // Issue 29, item 5: a control character in a name is refused, not cleaned into a name never meant.
  it('refuses a name holding a control character (or a lone surrogate) with a readable 422', async () => {
    const names = ['evil\u0000N.png.html', 'escape\u001b[31m\u0007.png', 'line\nbreak.png', 'lone\uD800.png'];
    for (const sent of names) {
      const response = await upload(dataUrl(PNG), attorney, sent);
      expect(response.statusCode, JSON.stringify(sent)).toBe(422);
      expect(response.json()).toEqual({ detail: CONTROL_CHARACTER_IN_NAME });
    }
  });

  it('serves an image inline with its real type, unsniffed, under a CSP that runs nothing', async () => {
    const { url } = (await upload(dataUrl(PNG), attorney, 'Zoë seal.html')).json();
    const served = await app.inject({ method: 'GET', url, headers: viewer.headers });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="Zo_ seal.png"; filename*=UTF-8''Zo%C3%AB%20seal.png`,
    );
  });

  it('refuses a body that is not a data URL, and a viewer', async () => {
    expect((await upload('https://example.com/x.png')).statusCode).toBe(422);
    expect((await upload(dataUrl(PNG), viewer)).statusCode).toBe(403);
  });
});
