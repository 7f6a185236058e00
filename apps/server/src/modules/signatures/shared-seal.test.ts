import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import forge from 'node-forge';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseStorage } from '../../lib/storage/database-storage.js';
import { diskStorage } from '../../lib/storage/local-storage.js';
import type { ObjectStorage } from '../../lib/storage/object-storage.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { TEST_CHROMIUM } from '../../test/export.js';
import { buildOrg, buildUser, type Session, signIn } from '../../test/factories.js';
import { sentAndSigned } from '../../test/signing.js';
import { startSmtpServer } from '../../test/smtp.js';
import { resumeSigningJobs } from './resume-jobs.js';
import { createSelfSignedP12, selfSignedP12Path } from './seal/signing-credentials.js';
import { loadSeal, SHARED_SEAL_KEY, sharedSelfSignedCredentials } from './shared-seal.js';

// Issue 28: instances that share their storage seal with one self-signed certificate, made once by
// whichever needs it first, rather than each with its own in its DATA_DIR.

let database: TestDatabase;
const pools: pg.Pool[] = [];
const newDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'lexdraft-seal-'));

/** A database storage of its own pool, as each instance has. */
const instanceStorage = (): ObjectStorage => {
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  pools.push(pool);
  return databaseStorage(pool);
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
});

describe('the shared seal', () => {
  it('is made once when two instances need it at the same moment, and both read that one', async () => {
    await database.pool.query('delete from stored_files where key = $1', [SHARED_SEAL_KEY]);
    const [firstDir, secondDir] = [newDataDir(), newDataDir()];
    const [first, second] = await Promise.all([
      sharedSelfSignedCredentials(database.db, instanceStorage(), firstDir),
      sharedSelfSignedCredentials(database.db, instanceStorage(), secondDir),
    ]);
    expect(first.p12.equals(second.p12)).toBe(true);
    expect(first.selfSigned).toBe(true);
    expect((await instanceStorage().get(SHARED_SEAL_KEY))?.bytes.equals(first.p12)).toBe(true);
    // Neither kept one of its own.
    expect(() => readFileSync(selfSignedP12Path(firstDir))).toThrow(/ENOENT/);
    expect(() => readFileSync(selfSignedP12Path(secondDir))).toThrow(/ENOENT/);
  });

  it('keeps the seal an instance already had in DATA_DIR when the shared storage has none', async () => {
    await database.pool.query('delete from stored_files where key = $1', [SHARED_SEAL_KEY]);
    const dataDir = newDataDir();
    const existing = createSelfSignedP12();
    mkdirSync(path.dirname(selfSignedP12Path(dataDir)), { recursive: true });
    writeFileSync(selfSignedP12Path(dataDir), existing);
    const seal = await loadSeal(database.db, instanceStorage(), { dataDir });
    expect(seal.p12.equals(existing)).toBe(true);
    // Another instance, with a DATA_DIR of its own, now reads that one.
    const other = await loadSeal(database.db, instanceStorage(), { dataDir: newDataDir() });
    expect(other.p12.equals(existing)).toBe(true);
  });

  it('stays in DATA_DIR with local storage', async () => {
    const dataDir = newDataDir();
    const seal = await loadSeal(database.db, diskStorage(dataDir), { dataDir });
    expect(readFileSync(selfSignedP12Path(dataDir)).equals(seal.p12)).toBe(true);
  });
});

describe('two instances on one database', () => {
  const JWT_SECRET = 'one secret shared by every instance of the firm';
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let apps: FastifyInstance[];
  let orgId: string;
  let attorney: Session;

  beforeAll(async () => {
    await database.pool.query('delete from stored_files where key = $1', [SHARED_SEAL_KEY]);
    smtp = await startSmtpServer();
    const instance = () =>
      buildTestApp(database, {
        storage: 'database',
        jwtSecret: JWT_SECRET,
        dataDir: newDataDir(),
        smtpUrl: smtp.url,
        chromiumPath: TEST_CHROMIUM,
      });
    apps = [await instance(), await instance()];
    orgId = (await buildOrg(database.db)).id;
    attorney = await signIn(apps[0]!, (await buildUser(database.db, { orgId, role: 'attorney' })).email);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await smtp.close();
  });

  /** Sends a document through `app`, has every signer sign, and lets `app` seal it. */
  const sealThrough = async (app: FastifyInstance) => {
    const { documentId, requestId } = await sentAndSigned(app, database.db, { orgId, session: attorney });
    expect((await resumeSigningJobs(database.db, app.jobs)).sealing).toEqual([requestId]);
    expect(await app.jobs.runQueued('signature.seal')).toBe(1);
    const pdf = await app.inject({
      method: 'GET',
      url: `/docs/documents/${documentId}/signed-pdf`,
      headers: attorney.headers,
    });
    expect(pdf.statusCode).toBe(200);
    return pdf.rawPayload;
  };

  it('seal their requests with the same certificate', async () => {
    const first = signerCertificateOf(await sealThrough(apps[0]!));
    const second = signerCertificateOf(await sealThrough(apps[1]!));
    expect(first.subject).toContain('LexDraft document seal (self-signed)');
    expect(second).toEqual(first);
  });
});

/** The certificate of the PDF's signature (its PKCS#7 in /Contents), as subject and serial. */
function signerCertificateOf(pdf: Buffer) {
  const hex = /\/Contents\s*<([0-9a-fA-F]+)>/.exec(pdf.toString('latin1'))?.[1];
  if (!hex) throw new Error('The PDF has no signature');
  // The signature is padded with zeros up to the space reserved for it: the DER says its length.
  const bytes = Buffer.from(hex, 'hex');
  const lengthBytes = bytes[1]! & 0x80 ? bytes[1]! & 0x7f : 0;
  const length = lengthBytes ? bytes.readUIntBE(2, lengthBytes) : bytes[1]!;
  const der = bytes.subarray(0, 2 + lengthBytes + length).toString('binary');
  const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(der));
  const certificate = (message as { certificates: forge.pki.Certificate[] }).certificates[0]!;
  return {
    subject: certificate.subject.attributes.map((attribute) => String(attribute.value)).join(', '),
    serial: certificate.serialNumber,
  };
}
