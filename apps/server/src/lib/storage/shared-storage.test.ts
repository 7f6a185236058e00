import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureRequests } from '../../db/schema.js';
import { resumeSigningJobs } from '../../modules/signatures/resume-jobs.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { TEST_CHROMIUM } from '../../test/export.js';
import { buildOrg, buildUser, type Session, signIn } from '../../test/factories.js';
import { sentAndSigned } from '../../test/signing.js';
import { startSmtpServer } from '../../test/smtp.js';

// Issue 28: two instances on one PostgreSQL with the same JWT_SECRET, as the README's recipe runs
// them, each with a DATA_DIR of its own. With the database storage (the default with DATABASE_URL)
// a file stored through one is there for the other: an image uploaded through the first is served
// by the second, and a request sent through the first, which then dies, is sealed by the second.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JWT_SECRET = 'one secret shared by every instance of the firm';

let database: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let first: FastifyInstance;
let second: FastifyInstance;
let orgId: string;
let attorney: Session;

const instance = () =>
  buildTestApp(database, {
    storage: 'database',
    jwtSecret: JWT_SECRET,
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'lexdraft-instance-')),
    smtpUrl: smtp.url,
    chromiumPath: TEST_CHROMIUM,
  });

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
  first = await instance();
  second = await instance();
  orgId = (await buildOrg(database.db)).id;
  attorney = await signIn(first, (await buildUser(database.db, { orgId, role: 'attorney' })).email);
});
afterAll(async () => {
  await first.close();
  await second.close();
  await smtp.close();
});

describe('two instances on one database', () => {
  it('serve through one an image uploaded through the other', async () => {
    const uploaded = await first.inject({
      method: 'POST',
      url: '/api/docs/assets/local-upload',
      headers: attorney.headers,
      payload: {
        file_content: `data:image/png;base64,${PNG.toString('base64')}`,
        filename: 'logo.png',
        asset_type: 'image',
      },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const served = await second.inject({
      method: 'GET',
      url: uploaded.json().url,
      headers: attorney.headers,
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('seal through one a request sent through the other after that one died', async () => {
    const { documentId, requestId } = await sentAndSigned(first, database.db, { orgId, session: attorney });
    // The first instance is gone with its disk.
    await first.close();

    expect((await resumeSigningJobs(database.db, second.jobs)).sealing).toEqual([requestId]);
    expect(await second.jobs.runQueued('signature.seal')).toBe(1);
    const [sealed] = await database.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, requestId));
    expect(sealed!.signedPdfKey).not.toBeNull();
    const pdf = await second.inject({
      method: 'GET',
      url: `/docs/documents/${documentId}/signed-pdf`,
      headers: attorney.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
