import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SendForSignatureBody } from '@lexdraft/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { documents, signatureRequests } from '../db/schema.js';
import { diskStorage } from '../lib/storage/local-storage.js';
import type { ObjectStorage } from '../lib/storage/object-storage.js';
import type { SenderJobName } from '../modules/signatures/jobs/register-jobs.js';
import { selfSignedCredentials, selfSignedP12Path } from '../modules/signatures/seal/signing-credentials.js';
import { buildTestApp } from './app.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { TEST_CHROMIUM } from './export.js';
import { buildDocument, buildOrg, buildUser, type Session, signIn } from './factories.js';
import { linkIn, type ReceivedMail, startSmtpServer } from './smtp.js';

// What the signature tests (modules/signatures) share: a firm with an attorney and a viewer, another
// firm's admin, the app printing with the machine's Chromium, a real SMTP server in-process, and
// the app's storage on a folder the test can read.

export const PUBLIC_URL = 'http://localhost:3000';

export type SigningFirm = {
  database: TestDatabase;
  app: FastifyInstance;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  storage: ObjectStorage;
  orgId: string;
  attorney: Session;
  viewer: Session;
  outsider: Session;
  call: (
    session: Session,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
  send: (
    documentId: string,
    body: SendForSignatureBody,
    session?: Session,
  ) => Promise<LightMyRequestResponse>;
};

/**
 * A data folder holding the install's own seal certificate already. Making one is an RSA-3072 key
 * (one to several seconds on a busy machine), so the test files share one, made by the first that
 * needs it in a folder of its own; making one is tested in shared-seal.test.ts.
 */
function dataDirWithSeal(): string {
  const shared = path.join(os.tmpdir(), 'lexdraft-test-seal');
  selfSignedCredentials(shared);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lexdraft-signing-'));
  mkdirSync(path.dirname(selfSignedP12Path(dataDir)), { recursive: true, mode: 0o700 });
  copyFileSync(selfSignedP12Path(shared), selfSignedP12Path(dataDir));
  return dataDir;
}

/** Sets the firm up before the file's tests; addresses starting with "refused" are refused by the mail server. */
export function useSigningFirm(): SigningFirm {
  const firm = {} as SigningFirm;
  beforeAll(async () => {
    firm.database = await createTestDatabase();
    firm.smtp = await startSmtpServer({ refuse: (address) => address.startsWith('refused') });
    const dataDir = dataDirWithSeal();
    firm.app = await buildTestApp(firm.database, {
      smtpUrl: firm.smtp.url,
      publicUrl: PUBLIC_URL,
      chromiumPath: TEST_CHROMIUM,
      dataDir,
    });
    firm.storage = diskStorage(dataDir);
    firm.orgId = (await buildOrg(firm.database.db, 'Signing Firm LLP')).id;
    const user = async (orgId: string, role: 'attorney' | 'viewer' | 'admin') =>
      signIn(firm.app, (await buildUser(firm.database.db, { orgId, role })).email);
    firm.attorney = await user(firm.orgId, 'attorney');
    firm.viewer = await user(firm.orgId, 'viewer');
    firm.outsider = await user((await buildOrg(firm.database.db)).id, 'admin');
    firm.call = (session, method, url, payload) =>
      firm.app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
    firm.send = (documentId, body, session = firm.attorney) =>
      firm.call(session, 'POST', `/docs/documents/${documentId}/send`, body);
  });
  afterAll(async () => {
    await firm.app.close();
    await firm.smtp.close();
  });
  return firm;
}

/** The mails received for an address, oldest first. */
export const mailsTo = (firm: SigningFirm, address: string): ReceivedMail[] =>
  firm.smtp.received.filter((mail) => mail.to === address);

/** The signing token in a mail's link (`/sign/{token}`). */
export function tokenIn(mail: ReceivedMail): string {
  const link = linkIn(mail);
  if (!link.pathname.startsWith('/sign/')) throw new Error(`Not a signing link: ${link}`);
  return decodeURIComponent(link.pathname.slice('/sign/'.length));
}

/** The access code in a code mail: its one line of digits. */
export function codeIn(mail: ReceivedMail): string {
  const match = mail.text.match(/^(\d{6})$/m);
  if (!match) throw new Error(`No access code in mail "${mail.subject}"`);
  return match[1]!;
}

/** Runs the queued jobs of a signature queue now (the test app polls for none); answers how many ran. */
export const runJobs = (
  firm: SigningFirm,
  name: SenderJobName,
  options: { includeDeferred?: boolean } = {},
) => firm.app.jobs.runQueued(name, options);

/**
 * A lease sent through `app` to one signer, then left as the last signature leaves it (completed,
 * its seal not yet stored): what a crash between signing and sealing leaves for another instance.
 */
export async function sentAndSigned(
  app: FastifyInstance,
  db: TestDatabase['db'],
  sender: { orgId: string; session: Session },
): Promise<{ documentId: string; requestId: string }> {
  const document = await buildDocument(db, {
    orgId: sender.orgId,
    name: 'Lease',
    html: '<p>Rent is due.</p>',
  });
  const sent = await app.inject({
    method: 'POST',
    url: `/docs/documents/${document.id}/send`,
    headers: sender.session.headers,
    payload: {
      provider: 'lexdraft',
      recipients: [{ name: 'Ivy', email: 'ivy@client.test', role: 'signer' }],
    },
  });
  if (sent.statusCode !== 201) throw new Error(`Sending failed: ${sent.statusCode} ${sent.body}`);
  const requestId: string = sent.json().id;
  await db
    .update(signatureRequests)
    .set({ status: 'completed', completedAt: new Date('2026-11-29T15:30:00Z') })
    .where(eq(signatureRequests.id, requestId));
  await db.update(documents).set({ docStatus: 'Completed' }).where(eq(documents.id, document.id));
  return { documentId: document.id, requestId };
}
