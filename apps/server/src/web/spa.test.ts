import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';

describe('serving the web app', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const webDistDir = mkdtempSync(path.join(os.tmpdir(), 'lexdraft-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(path.join(webDistDir, 'assets'));
    writeFileSync(path.join(webDistDir, 'assets', 'index-abc123.js'), 'console.log(1)');
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
    expect(response.headers['cache-control']).toContain('immutable');
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
