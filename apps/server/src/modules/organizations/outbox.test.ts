import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { mailOutbox } from '../../db/schema.js';
import { createLogger } from '../../lib/logger.js';
import { createMailer, type Mailer, type MailMessage } from '../../lib/mail.js';
import { testConfig } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrg, buildUser, type Session, signIn } from '../../test/factories.js';
import { PASSWORD_RESET_MAIL_QUEUE } from '../password-reset/reset-mail-job.js';

// No SMTP_URL: mail stays in the embedded outbox, which the firm's admins read. The real outbox
// mailer is wrapped only to learn the token each message carried, which nothing else reveals.

let database: TestDatabase;
let app: FastifyInstance;
let orgId: string;
let admin: Session;
const sent: MailMessage[] = [];
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig({ smtpUrl: undefined, publicUrl: 'https://docs.firm.example' });
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger('info', logStream);
  const outbox = createMailer({
    smtpUrl: undefined,
    from: config.mailFrom,
    db: database.db,
    log: (line) => logger.info(line),
  });
  const mailer: Mailer = {
    ...outbox,
    send: async (message) => {
      sent.push(message);
      await outbox.send(message);
    },
  };
  app = await buildApp({ config, database, logger, mailer });
  orgId = (await buildOrg(database.db)).id;
  admin = await signIn(app, (await buildUser(database.db, { orgId, role: 'admin' })).email);
});
afterAll(() => app.close());

const readOutbox = async () => {
  const response = await app.inject({
    method: 'GET',
    url: '/organizations/current/outbox',
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { enabled: boolean; messages: { to: string; subject: string; text: string }[] };
};
const lastSecret = () => sent.at(-1)!.secrets[0]!;

describe('GET /organizations/current/outbox', () => {
  it('never shows an admin the reset link of another user, so the admin cannot use it', async () => {
    const viewer = await buildUser(database.db, { orgId, role: 'viewer' });
    const requested = await app.inject({
      method: 'POST',
      url: '/auth/password-reset',
      payload: { email: viewer.email },
    });
    expect(requested.statusCode).toBe(200);
    // The reset mail goes out from a job after the answer (issue 28).
    await app.jobs.runQueued(PASSWORD_RESET_MAIL_QUEUE);
    const token = lastSecret();
    expect(token).toHaveLength(43);

    const outbox = await readOutbox();
    expect(outbox.enabled).toBe(true);
    const mail = outbox.messages.find((message) => message.to === viewer.email)!;
    expect(mail.subject).toBe('Reset your LexDraft password');
    expect(mail.text).toContain('https://docs.firm.example/auth/reset-password?token=[hidden]');
    expect(JSON.stringify(outbox)).not.toContain(token);

    const [kept] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, viewer.email));
    expect(kept!.text).not.toContain(token);
    expect(logLines.join('')).not.toContain(token);

    const guessed = new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    const takeover = await app.inject({
      method: 'POST',
      url: '/auth/password-reset/confirm',
      payload: { token: guessed, new_password: 'the admin took it', confirm_password: 'the admin took it' },
    });
    expect(takeover.statusCode).toBe(400);
  });

  it('hides invitation links too, and logs only the subject and the recipient', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/users/invitations',
      headers: admin.headers,
      payload: { email: 'new.hire@firm.test', role: 'viewer' },
    });
    expect(response.statusCode).toBe(201);
    const token = lastSecret();

    const mail = (await readOutbox()).messages.find((message) => message.to === 'new.hire@firm.test')!;
    expect(mail.text).toContain('https://docs.firm.example/auth/register/[hidden]');
    expect(mail.text).not.toContain(token);
    const line = logLines.find((entry) => entry.includes('new.hire@firm.test'))!;
    expect(JSON.parse(line).msg).toMatch(
      /^Outbox: "You are invited to .*" to new\.hire@firm\.test \(not sent/,
    );
    expect(logLines.join('')).not.toMatch(/https?:\/\//);
  });

  it('masks messages kept before masking existed, when it presents them', async () => {
    const token = 'Xy7'.repeat(15);
    await database.db.insert(mailOutbox).values({
      orgId,
      to: 'old@firm.test',
      subject: 'Reset your LexDraft password',
      text: `Open https://docs.firm.example/auth/reset-password?token=${token} within one hour.`,
    });
    const mail = (await readOutbox()).messages.find((message) => message.to === 'old@firm.test')!;
    expect(mail.text).toBe(
      'Open https://docs.firm.example/auth/reset-password?token=[hidden] within one hour.',
    );
  });

  it('keeps the token of a followed link out of the request log', async () => {
    const token = 'Ab1'.repeat(15);
    await app.inject({ method: 'GET', url: `/auth/reset-password?token=${token}` });
    await app.inject({ method: 'POST', url: `/auth/register/${token}`, payload: {} });
    const requests = logLines.filter((line) => line.includes('incoming request')).join('');
    expect(requests).toContain('/auth/reset-password?token=[hidden]');
    expect(requests).toContain('/auth/register/[hidden]');
    expect(logLines.join('')).not.toContain(token);
  });

  it('says at start-up that mail reaches no one until SMTP_URL is set', () => {
    expect(logLines.join('')).toContain('Set SMTP_URL to send it');
  });
});
