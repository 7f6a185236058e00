import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';

// A script well over the compression threshold, and an image that is compressed already.
const BIG_SCRIPT = 'export const clause = "The parties agree as follows.";\n'.repeat(200);
const PNG = Buffer.from(
  `iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==${'A'.repeat(2000)}`,
  'base64',
);

describe('serving the web app', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const webDistDir = mkdtempSync(path.join(os.tmpdir(), 'lexdraft-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(path.join(webDistDir, 'assets'));
    writeFileSync(path.join(webDistDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(webDistDir, 'assets', 'vendor-def456.js'), BIG_SCRIPT);
    writeFileSync(path.join(webDistDir, 'assets', 'logo-0a1b2c.png'), PNG);
    // As the build leaves them (apps/web/build/precompress.ts): the strongest brotli and gzip beside it.
    writeFileSync(path.join(webDistDir, 'assets', 'editor-9f8e7d.js'), BIG_SCRIPT);
    writeFileSync(path.join(webDistDir, 'assets', 'editor-9f8e7d.js.br'), brotliCompressSync(BIG_SCRIPT));
    writeFileSync(path.join(webDistDir, 'assets', 'editor-9f8e7d.js.gz'), gzipSync(BIG_SCRIPT, { level: 9 }));
    writeFileSync(path.join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await buildTestApp(await createTestDatabase(), { webDistDir });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['/', '/documents', '/documents/42/edit', '/auth/login', '/auth/register/some-token'])(
    'answers GET %s with the SPA',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with a long cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the compressed files the build made as they are', async () => {
    const url = '/assets/editor-9f8e7d.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect([br.statusCode, br.headers['content-encoding']]).toEqual([200, 'br']);
    expect(br.headers['content-type']).toContain('javascript');
    expect(Buffer.compare(br.rawPayload, brotliCompressSync(BIG_SCRIPT))).toBe(0);
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect([gz.statusCode, gz.headers['content-encoding']]).toEqual([200, 'gzip']);
    expect(Buffer.compare(gz.rawPayload, gzipSync(BIG_SCRIPT, { level: 9 }))).toBe(0);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('revalidates files whose names carry no hash', async () => {
    for (const url of ['/index.html', '/favicon.svg']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('compresses scripts as Accept-Encoding asks, and answers 304 to a revalidation with no body', async () => {
    const url = '/assets/vendor-def456.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);

    const etag = br.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('sends images as they are', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/logo-0a1b2c.png',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['GET', '/api/documents'],
    ['GET', '/docs/documents/x/nothing'],
    ['GET', '/users/me/nothing'],
    ['POST', '/auth/nothing'],
    ['POST', '/documents'],
  ] as const)('answers %s %s with a JSON 404', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not Found' });
  });
});
