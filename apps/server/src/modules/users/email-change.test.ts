import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailChangeTokens } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrg, buildUser, type Session, signIn, TEST_PASSWORD } from '../../test/factories.js';
import { linkIn, startSmtpServer } from '../../test/smtp.js';
import { EMAIL_CHANGE_MAIL_QUEUE } from './email-change-job.js';

// Issue 28 point 3: a bearer token alone changed the sign-in address, and told no one.

let database: TestDatabase;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let orgId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
  app = await buildTestApp(database, { smtpUrl: smtp.url, publicUrl: 'https://docs.firm.example' });
  orgId = (await buildOrg(database.db)).id;
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const INVALID_LINK =
  'This email confirmation link is invalid or has expired. Please request the change again.';
const patchMe = (session: Session, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'PATCH', url: '/users/me', headers: { ...session.headers, ...headers }, payload });
const confirm = (token: string) =>
  app.inject({
    method: 'POST',
    url: '/auth/email-change/confirm',
    payload: { token },
    remoteAddress: `10.0.2.${Math.floor(Math.random() * 250)}`,
  });
const runMailJobs = () => app.jobs.runQueued(EMAIL_CHANGE_MAIL_QUEUE);
const tokenMailedTo = (address: string) => {
  const mail = smtp.lastMailTo(address);
  if (!mail) throw new Error(`No mail to ${address}`);
  return linkIn(mail).searchParams.get('token')!;
};
const fresh = (label: string) => `${label}-${randomUUID().slice(0, 8)}@firm.test`;

describe('changing the email address', () => {
  it('needs the current password: 422 naming current_password, or saying it is wrong', async () => {
    const user = await buildUser(database.db, { orgId });
    const session = await signIn(app, user.email);
    const without = await patchMe(session, { email: fresh('thief') });
    expect(without.statusCode).toBe(422);
    expect(without.json().detail).toBe(
      'Invalid request: current_password: is required to change the email address',
    );
    const wrong = await patchMe(session, { email: fresh('thief'), current_password: 'not my password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toBe('Current password is incorrect');
    expect(await runMailJobs()).toBe(0);
    const me = await app.inject({ method: 'GET', url: '/users/me', headers: session.headers });
    expect(me.json().email).toBe(user.email);
    // Names alone still need no password.
    expect((await patchMe(session, { first_name: 'Renamed' })).statusCode).toBe(200);
  });

  it('takes effect only when the link mailed to the new address is opened; the old one is told', async () => {
    const user = await buildUser(database.db, { orgId });
    const session = await signIn(app, user.email);
    const address = `Renamed-${user.id.slice(0, 8)}@Firm.Test`;
    const lower = address.toLowerCase();
    const response = await patchMe(
      session,
      { email: `  ${address} `, current_password: TEST_PASSWORD, first_name: 'Grace' },
      { 'user-agent': 'profile-test' },
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      message: `A confirmation link has been sent to ${lower}. Your email address changes when you open it.`,
      pending_email: lower,
      user: { email: user.email, first_name: 'Grace' },
    });
    // Not yet: the old address still signs in, the new one does not.
    await expect(signIn(app, lower)).rejects.toThrow(/401/);

    expect(await runMailJobs()).toBe(1);
    const notice = smtp.lastMailTo(user.email);
    expect(notice?.subject).toBe('Your LexDraft email address is being changed');
    expect(notice?.text).toContain(lower);
    const mail = smtp.lastMailTo(lower);
    expect(mail?.subject).toBe('Confirm your new LexDraft email address');
    const link = linkIn(mail!);
    expect(`${link.origin}${link.pathname}`).toBe('https://docs.firm.example/auth/confirm-email');
    const token = link.searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [stored] = await database.db
      .select()
      .from(emailChangeTokens)
      .where(eq(emailChangeTokens.userId, user.id));
    expect(stored?.tokenHash).not.toContain(token);
    expect((stored!.expiresAt.getTime() - Date.now()) / 3_600_000).toBeGreaterThan(23.9);

    // Opened without signing in: the link is the proof.
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    await expect(signIn(app, lower)).resolves.toHaveProperty('accessToken');
    await expect(signIn(app, user.email)).rejects.toThrow(/401/);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, user.id), eq(auditLog.action, 'user.email_changed')));
    expect(audit).toMatchObject({ orgId, details: { from: user.email, to: lower } });
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(INVALID_LINK);
    // The session it was asked in goes on.
    expect((await app.inject({ method: 'GET', url: '/users/me', headers: session.headers })).statusCode).toBe(
      200,
    );
  });

  it('lets only the newest request’s link work', async () => {
    const user = await buildUser(database.db, { orgId });
    const session = await signIn(app, user.email);
    const first = fresh('first');
    const second = fresh('second');
    await patchMe(session, { email: first, current_password: TEST_PASSWORD });
    await runMailJobs();
    await patchMe(session, { email: second, current_password: TEST_PASSWORD });
    await runMailJobs();
    expect((await confirm(tokenMailedTo(first))).statusCode).toBe(400);
    expect((await confirm(tokenMailedTo(second))).statusCode).toBe(200);
  });

  // Issue 28 point 4: the 409 named the accounts of other firms too.
  it("refuses a colleague's address with 409, and answers another firm's user's as any free address", async () => {
    const user = await buildUser(database.db, { orgId });
    const session = await signIn(app, user.email);
    const colleague = await buildUser(database.db, { orgId });
    const taken = await patchMe(session, {
      email: colleague.email.toUpperCase(),
      current_password: TEST_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe('A user with this email already exists');

    const elsewhere = await buildUser(database.db, { orgId: (await buildOrg(database.db)).id });
    const free = fresh('free');
    const other = await patchMe(session, { email: elsewhere.email, current_password: TEST_PASSWORD });
    const open = await patchMe(session, { email: free, current_password: TEST_PASSWORD });
    expect(other.statusCode).toBe(202);
    expect(open.statusCode).toBe(202);
    expect(Object.keys(other.json()).sort()).toEqual(Object.keys(open.json()).sort());
    const received = smtp.received.length;
    expect(await runMailJobs()).toBe(2);
    // The other firm's user gets no link (nothing could come of it); the caller's old address is told twice.
    expect(smtp.received.slice(received).map((mail) => mail.to)).not.toContain(elsewhere.email);
    expect(smtp.lastMailTo(free)?.subject).toBe('Confirm your new LexDraft email address');
  });

  it('gives an address to one of two users who both confirm it', async () => {
    const address = fresh('wanted');
    for (const _ of [1, 2]) {
      const session = await signIn(app, (await buildUser(database.db, { orgId })).email);
      expect((await patchMe(session, { email: address, current_password: TEST_PASSWORD })).statusCode).toBe(
        202,
      );
    }
    expect(await runMailJobs()).toBe(2);
    const tokens = smtp.received
      .filter((mail) => mail.to === address)
      .map((mail) => linkIn(mail).searchParams.get('token')!);
    expect(tokens).toHaveLength(2);
    const answers = [await confirm(tokens[0]!), await confirm(tokens[1]!)];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 400]);
    expect(answers[1]?.json().detail).toBe(INVALID_LINK);
  });
});
