import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { connectDatabase } from './db/client.js';
import { HttpError } from './lib/errors.js';
import { buildTestApp } from './test/app.js';
import { createTestDatabase } from './test/database.js';

describe('the API conventions', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const database = await createTestDatabase();
    app = await buildTestApp(database);
    app.get('/api/test/refused', { config: { access: 'public' } }, async () => {
      throw new HttpError(409, 'Someone else saved this document first');
    });
    app.get('/api/test/crash', { config: { access: 'public' } }, async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/test/validated',
      {
        config: { access: 'public' },
        schema: { body: z.object({ name: z.string().min(1), count: z.number().int() }) },
      },
      async (request) => ({ ok: request.body.name }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers /healthz with 200 while the database is reachable', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends an HttpError as its status and detail', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/refused' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'Someone else saved this document first' });
  });

  it('answers an unexpected error with 500, a reference and no internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    const { detail } = response.json();
    expect(detail).toMatch(/^Internal server error \(reference [0-9a-f-]{36}\)$/);
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('stack');
  });

  it('answers invalid input with 422 and names the fields', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/validated',
      payload: { name: '', count: 1.5 },
    });
    expect(response.statusCode).toBe(422);
    const { detail } = response.json();
    expect(detail).toContain('name:');
    expect(detail).toContain('count:');
  });

  it('answers a body that is not JSON with a 4xx detail, not a crash', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().detail).toBe('string');
  });

  it.each(['/api/nothing', '/docs/documents/unknown/route', '/users/nobody/x', '/organizations/x/y'])(
    'answers an unknown API path %s with a JSON 404',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ detail: 'Not Found' });
    },
  );

  it('sends security headers with a CSP', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('/healthz without a database', () => {
  it('answers 503', async () => {
    // Nothing listens on port 1: every query fails at once.
    const unreachable = connectDatabase('postgres://nobody@127.0.0.1:1/none');
    const app = await buildTestApp(unreachable);
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'Database unreachable' });
    await app.close();
    await unreachable.close();
  });
});

describe('a signing certificate that cannot be opened', () => {
  it('stops the app at start with its reason', async () => {
    const unreachable = connectDatabase('postgres://nobody@127.0.0.1:1/none');
    await expect(
      buildTestApp(unreachable, { signing: { p12Path: '/nonexistent/seal.p12', p12Password: 'secret' } }),
    ).rejects.toThrow('SIGNING_P12_PATH /nonexistent/seal.p12 cannot be read (ENOENT).');
    await unreachable.close();
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight and then stops listening', async () => {
    const database = await createTestDatabase();
    const app = await buildTestApp(database);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived: () => void = () => {};
    const requestArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    app.get('/api/test/slow', { config: { access: 'public' } }, async () => {
      arrived();
      await released;
      return { finished: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const inFlight = fetch(`${url}/api/test/slow`);
    await requestArrived;
    const closing = app.close();
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });
});
