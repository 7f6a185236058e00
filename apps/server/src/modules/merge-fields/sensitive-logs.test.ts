import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createLogger } from '../../lib/logger.js';
import { testConfig } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildDocument, buildOrg, buildUser, type Session, signIn } from '../../test/factories.js';

// Sensitive values are never logged (docs/field-trust.md): requests that save them, and one
// refused for its shape, write log lines (at debug, more than production's info) without them.

const SSN = '123-45-6789';
const EIN = '12-3456789';
let database: TestDatabase;
let app: FastifyInstance;
let writer: Session;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({ config: testConfig(), database, logger: createLogger('debug', logStream) });
  const orgId = (await buildOrg(database.db)).id;
  writer = await signIn(app, (await buildUser(database.db, { orgId, role: 'admin' })).email);
  const document = await buildDocument(database.db, { orgId });
  const put = (path: string, payload: object) =>
    app.inject({
      method: 'PUT',
      url: `/docs/documents/${document.id}/${path}`,
      headers: writer.headers,
      payload,
    });
  expect((await put('merge-field-values', { 'person.ssn': SSN, 'entity.ein': EIN })).statusCode).toBe(200);
  expect((await put('smart-fields', { values: { 'client.ssn': SSN } })).statusCode).toBe(200);
  expect(
    (await put('custom-fields', { custom_fields: [{ name: 'trust.tax_id', value: EIN }] })).statusCode,
  ).toBe(200);
  // Refused: a value that is not text, next to a sensitive one.
  expect((await put('merge-field-values', { 'person.ssn': SSN, bad: 42 })).statusCode).toBe(422);
  const record = await app.inject({
    method: 'POST',
    url: '/api/entities',
    headers: writer.headers,
    payload: { name: 'Logged LLC', ein: EIN },
  });
  expect(record.statusCode).toBe(201);
});
afterAll(() => app.close());

describe('the log', () => {
  it('has the requests, and no sensitive value', () => {
    const log = logLines.join('');
    expect(log).toContain('merge-field-values');
    expect(log).not.toContain(SSN);
    expect(log).not.toContain(EIN);
    expect(log).not.toContain('123456789');
  });
});
