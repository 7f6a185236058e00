import { SSO_ENFORCED_MESSAGE } from '@lexdraft/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passwordResetTokens } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrg, buildUser, loginForm, type Session, signIn, TEST_PASSWORD } from '../../test/factories.js';
import { linkIn, startSmtpServer } from '../../test/smtp.js';
import { putSamlSettings, uniqueDomain } from '../../test/sso-settings.js';
import { PASSWORD_RESET_MAIL_QUEUE } from '../password-reset/reset-mail-job.js';

// Enforced single sign-on: password sign-in and reset refused for the firm's domain, decided by the
// address before any password is looked at; an admin whose address is outside keeps theirs.

let database: TestDatabase;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
  app = await buildTestApp(database, { smtpUrl: smtp.url });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

let lastAddress = 0;
/** Each call from an address of its own, so that no per-address limit is what answers. */
const freshAddress = () => `10.20.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;

const login = (email: string, password: string, remoteAddress = freshAddress()) =>
  app.inject({ method: 'POST', url: '/auth/login', remoteAddress, ...loginForm(email, password) });
const requestReset = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/auth/password-reset',
    payload: { email },
    remoteAddress: freshAddress(),
  });
const confirmReset = (token: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/auth/password-reset/confirm',
    payload: { token, new_password: password, confirm_password: password },
    remoteAddress: freshAddress(),
  });

/** A firm with single sign-on on a domain of its own, its admin's address outside it. */
async function ssoFirm(options: { enforce: boolean }) {
  const orgId = (await buildOrg(database.db)).id;
  const domain = uniqueDomain();
  const adminUser = await buildUser(database.db, {
    orgId,
    role: 'admin',
    email: `admin-${domain}@outside.example`,
  });
  const admin = await signIn(app, adminUser.email);
  const member = await buildUser(database.db, { orgId, email: `member@${domain}` });
  await putSamlSettings(app, admin, { domains: [domain], enforce: options.enforce });
  return { orgId, domain, admin, adminUser, member };
}

const setEnforce = (admin: Session, domain: string, enforce: boolean) =>
  putSamlSettings(app, admin, { domains: [domain], enforce });

describe('password sign-in with enforced single sign-on', () => {
  it('refuses the domain’s addresses with 403 before looking at the password, and audits it', async () => {
    const { orgId, domain, member } = await ssoFirm({ enforce: true });
    for (const [email, password] of [
      [member.email, TEST_PASSWORD],
      [member.email.toUpperCase(), 'a wrong password'],
      [`nobody@${domain}`, TEST_PASSWORD],
    ] as const) {
      const response = await login(email, password);
      expect(response.statusCode, email).toBe(403);
      expect(response.json()).toEqual({ detail: SSO_ENFORCED_MESSAGE });
      expect(response.cookies.find((cookie) => cookie.name === 'refresh_token')).toBeUndefined();
    }
    const refused = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, orgId), eq(auditLog.action, 'auth.login_failed')));
    expect(refused.map((row) => [row.userId, row.details])).toEqual([
      [member.id, { reason: 'sso_enforced', email: member.email }],
      [member.id, { reason: 'sso_enforced', email: member.email }],
      [null, { reason: 'sso_enforced', email: `nobody@${domain}` }],
    ]);
  });

  it('lets the admin whose address is outside the domain sign in with their password', async () => {
    const { adminUser } = await ssoFirm({ enforce: true });
    expect((await login(adminUser.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('leaves password sign-in alone when single sign-on is not enforced, or is removed', async () => {
    const { admin, domain, member } = await ssoFirm({ enforce: false });
    expect((await login(member.email, TEST_PASSWORD)).statusCode).toBe(200);
    await setEnforce(admin, domain, true);
    expect((await login(member.email, TEST_PASSWORD)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'DELETE', url: '/organizations/current/sso', headers: admin.headers }))
        .statusCode,
    ).toBe(204);
    expect((await login(member.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the sign-in throttle: refusals count, and past the limit the answer is 429', async () => {
    const { member } = await ssoFirm({ enforce: true });
    const address = freshAddress();
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await login(member.email, TEST_PASSWORD, address)).statusCode).toBe(403);
    const throttled = await login(member.email, TEST_PASSWORD, address);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
  });
});

describe('password reset with enforced single sign-on', () => {
  it('refuses a reset request for the domain’s addresses, known or not, and mails nothing', async () => {
    const { domain, member, adminUser } = await ssoFirm({ enforce: true });
    for (const email of [member.email, `nobody@${domain}`]) {
      const response = await requestReset(email);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: SSO_ENFORCED_MESSAGE });
    }
    await app.jobs.runQueued(PASSWORD_RESET_MAIL_QUEUE);
    expect(smtp.lastMailTo(member.email)).toBeUndefined();

    expect((await requestReset(adminUser.email)).statusCode).toBe(200);
    await app.jobs.runQueued(PASSWORD_RESET_MAIL_QUEUE);
    expect(smtp.lastMailTo(adminUser.email)?.subject).toBe('Reset your LexDraft password');
  });

  it('mails no link when enforcement began after the request was answered', async () => {
    const { admin, domain, member } = await ssoFirm({ enforce: false });
    expect((await requestReset(member.email)).statusCode).toBe(200);
    await setEnforce(admin, domain, true);
    await app.jobs.runQueued(PASSWORD_RESET_MAIL_QUEUE);
    expect(smtp.lastMailTo(member.email)).toBeUndefined();
    expect(
      await database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, member.id)),
    ).toEqual([]);
  });

  it('refuses a link mailed before enforcement, which stays unused until enforcement ends', async () => {
    const { admin, domain, member } = await ssoFirm({ enforce: false });
    expect((await requestReset(member.email)).statusCode).toBe(200);
    await app.jobs.runQueued(PASSWORD_RESET_MAIL_QUEUE);
    const token = linkIn(smtp.lastMailTo(member.email)!).searchParams.get('token')!;

    await setEnforce(admin, domain, true);
    const refused = await confirmReset(token, 'a brand new passphrase');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: SSO_ENFORCED_MESSAGE });
    const [stored] = await database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, member.id));
    expect(stored?.usedAt).toBeNull();

    await setEnforce(admin, domain, false);
    expect((await confirmReset(token, 'a brand new passphrase')).statusCode).toBe(200);
    expect((await login(member.email, 'a brand new passphrase')).statusCode).toBe(200);
  });
});
