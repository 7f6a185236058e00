import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { REVALIDATE } from './cache-policy.js';
import { OPENAPI_PATH } from './openapi.js';

// Every API route states its bodies in the contract, so the OpenAPI document lists them all: a new
// route without a response schema (or a write without a body schema) fails here.

type Operation = {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
};
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Writes that take no body: the path (and the caller's credentials) say everything. */
const BODYLESS_WRITES = new Set([
  'POST /auth/refresh',
  'POST /auth/logout',
  'POST /users/:id/deactivate',
  'POST /users/:id/password-reset',
  'POST /docs/documents/:id/convert-to-template',
  'POST /docs/documents/:id/copy',
  'POST /docs/documents/:id/versions/:version/restore',
  'POST /docs/documents/:id/signature/remind',
  'POST /docs/bulk-jobs/:id/cancel',
  'POST /docs/documents/:id/intake/:rid/cancel',
  'POST /docs/documents/:id/intake/:rid/resend',
]);

let database: TestDatabase;
let app: FastifyInstance;
let document: OpenApiDocument;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  await app.ready();
  const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  document = response.json();
});

afterAll(() => app.close());

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const operationOf = (method: string, url: string) => document.paths[openApiPath(url)]?.[method.toLowerCase()];
const apiRoutes = () => app.routeAccess.filter((route) => route.method !== 'HEAD');

describe(`GET ${OPENAPI_PATH}`, () => {
  it('answers an OpenAPI 3 document without sign-in, cached like every API answer', async () => {
    const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    expect(document.openapi).toMatch(/^3\./);
  });

  it('lists every API route with a response body schema for its success', () => {
    const missing: string[] = [];
    for (const { method, url } of apiRoutes()) {
      const responses = Object.entries(operationOf(method, url)?.responses ?? {});
      const success = responses.filter(([status]) => /^[23]/.test(status));
      // A 204 and a redirect (single sign-on) have no content; any other success names its body.
      const described = success.some(
        ([status, answer]) => status === '204' || /^3/.test(status) || answer.content !== undefined,
      );
      if (!described) missing.push(`${method} ${url}`);
    }
    expect(missing).toEqual([]);
    expect(apiRoutes().length).toBeGreaterThan(40);
  });

  it('lists a body schema for every write that takes a body', () => {
    const missing = apiRoutes()
      .filter(({ method }) => ['POST', 'PUT', 'PATCH'].includes(method))
      .filter(({ method, url }) => !BODYLESS_WRITES.has(`${method} ${url}`))
      .filter(({ method, url }) => operationOf(method, url)?.requestBody?.content === undefined)
      .map(({ method, url }) => `${method} ${url}`);
    expect(missing).toEqual([]);
  });

  it("states that a save's answer carries versions without content, and a read's with it", () => {
    const versionsOf = (method: string, status: string) => {
      const body = operationOf(method, '/docs/documents/:id')?.responses?.[status]?.content?.[
        'application/json'
      ]?.schema as { properties: { versions: { items: { properties: Record<string, unknown> } } } };
      return Object.keys(body.properties.versions.items.properties).sort();
    };
    expect(versionsOf('PUT', '200')).toEqual(['created_at', 'version']);
    expect(versionsOf('GET', '200')).toEqual(['content', 'created_at', 'version']);
  });

  it('names the error body of the 4xx answers and the bearer token of signed-in routes', () => {
    const login = operationOf('POST', '/auth/login') as Operation & { security?: unknown };
    const me = operationOf('GET', '/users/me') as Operation & { security?: unknown };
    expect(login.responses?.['4XX']?.content?.['application/json']?.schema).toMatchObject({
      properties: { detail: { type: 'string' } },
    });
    expect(login.security).toBeUndefined();
    expect(me.security).toEqual([{ bearerAuth: [] }]);
  });
});
