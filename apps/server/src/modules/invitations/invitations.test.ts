import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invitations, users } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrg, buildUser, type Session, signIn } from '../../test/factories.js';
import { linkIn, startSmtpServer } from '../../test/smtp.js';
import { INVITATION_MAIL_REFUSED, INVITATION_MAIL_UNAVAILABLE } from './service.js';

let database: TestDatabase;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let orgId: string;
let admin: Session;
let adminEmail: string;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer({ refuse: (address) => address.startsWith('refused') });
  app = await buildTestApp(database, { smtpUrl: smtp.url, publicUrl: 'http://localhost:3000' });
  const org = await buildOrg(database.db, 'Inviting Firm LLP');
  orgId = org.id;
  const adminUser = await buildUser(database.db, { orgId, role: 'admin' });
  adminEmail = adminUser.email;
  admin = await signIn(app, adminEmail);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const invite = (email: string, role = 'paralegal') =>
  app.inject({ method: 'POST', url: '/users/invitations', headers: admin.headers, payload: { email, role } });
const addressOf = (length: number) => `${'a'.repeat(length - '@firm.test'.length)}@firm.test`;
const tokenFromMail = (email: string) => linkIn(smtp.lastMailTo(email)!).pathname.split('/').at(-1)!;
const register = (token: string, body: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `/auth/register/${token}`,
    payload: { invitation_token: token, ...body },
  });

describe('invitations', () => {
  it('take an invitee from the mail to a first sign-in with the invited role', async () => {
    const created = await invite('New.Hire@Firm.test');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: 'new.hire@firm.test', role: 'paralegal' });

    const mail = smtp.lastMailTo('new.hire@firm.test')!;
    expect(mail.subject).toBe('You are invited to Inviting Firm LLP on LexDraft');
    expect(mail.text).toContain('on LexDraft as a paralegal.');
    const link = linkIn(mail);
    expect(link.pathname).toMatch(/^\/auth\/register\/[A-Za-z0-9_-]{43}$/);
    const token = tokenFromMail('new.hire@firm.test');

    const lookup = await app.inject({ method: 'POST', url: '/auth/invitations/lookup', payload: { token } });
    expect(lookup.json()).toMatchObject({
      email: 'new.hire@firm.test',
      role: 'paralegal',
      organization_name: 'Inviting Firm LLP',
    });

    const registered = await register(token, {
      email: 'new.hire@firm.test',
      password: 'my own good passphrase',
      first_name: 'Nora',
      last_name: 'Hire',
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ full_name: 'Nora Hire', role: 'paralegal', org_id: orgId });

    const session = await signIn(app, 'new.hire@firm.test', 'my own good passphrase');
    const me = await app.inject({ method: 'GET', url: '/users/me', headers: session.headers });
    expect(me.json()).toMatchObject({ email: 'new.hire@firm.test', role: 'paralegal' });

    // Single use.
    expect(
      (await register(token, { email: 'new.hire@firm.test', password: 'another passphrase' })).statusCode,
    ).toBe(400);
  });

  it('name the role with its article: "as an attorney", never "as a attorney" (issue 29)', async () => {
    expect((await invite('counsel@firm.test', 'attorney')).statusCode).toBe(201);
    expect(smtp.lastMailTo('counsel@firm.test')!.text).toContain('on LexDraft as an attorney.');
    expect((await invite('reader@firm.test', 'viewer')).statusCode).toBe(201);
    expect(smtp.lastMailTo('reader@firm.test')!.text).toContain('on LexDraft as a viewer.');
  });

  it('refuse a registration with another email, and keep the invitation usable', async () => {
    await invite('right.person@firm.test', 'viewer');
    const token = tokenFromMail('right.person@firm.test');
    const wrong = await register(token, {
      email: 'someone.else@firm.test',
      password: 'good passphrase here',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toBe('This invitation was sent to a different email address');
    const right = await register(token, {
      email: 'Right.Person@firm.test',
      password: 'good passphrase here',
    });
    expect(right.statusCode).toBe(201);
  });

  it('expire after 7 days and can be revoked', async () => {
    await invite('late@firm.test');
    const lateToken = tokenFromMail('late@firm.test');
    await database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, 'late@firm.test'));
    const expired = await register(lateToken, { email: 'late@firm.test', password: 'good passphrase here' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toBe('This invitation is invalid or has expired.');

    const created = await invite('revoked@firm.test');
    const [row] = await database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'revoked@firm.test'));
    expect((row!.expiresAt.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(6.99);
    const listed = await app.inject({ method: 'GET', url: '/users/invitations', headers: admin.headers });
    expect(listed.json().map((i: { email: string }) => i.email)).toContain('revoked@firm.test');
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/users/invitations/${created.json().id}`,
      headers: admin.headers,
    });
    expect(revoked.statusCode).toBe(204);
    const relisted = await app.inject({ method: 'GET', url: '/users/invitations', headers: admin.headers });
    expect(relisted.json().map((i: { email: string }) => i.email)).not.toContain('revoked@firm.test');
    const token = tokenFromMail('revoked@firm.test');
    expect(
      (await register(token, { email: 'revoked@firm.test', password: 'good passphrase here' })).statusCode,
    ).toBe(400);
  });

  it('are refused for an address that already has an account or a pending invitation', async () => {
    const existing = await buildUser(database.db, { orgId });
    expect((await invite(existing.email)).statusCode).toBe(409);
    await invite('twice@firm.test');
    const again = await invite('twice@firm.test');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('An invitation is already pending for this email');
  });

  // Issue 28 point 4: the 409 told an admin which addresses had accounts at other firms.
  it("say nothing about another firm's users: the invitation goes out, the registration is refused", async () => {
    const elsewhere = await buildUser(database.db, { orgId: (await buildOrg(database.db)).id });
    const stranger = await invite('nobody-anywhere@firm.test');
    const invited = await invite(elsewhere.email);
    expect(invited.statusCode).toBe(stranger.statusCode);
    expect(invited.statusCode).toBe(201);
    expect(Object.keys(invited.json()).sort()).toEqual(Object.keys(stranger.json()).sort());
    // The invitee, who owns the mailbox and knows their account, cannot make a second one.
    const token = tokenFromMail(elsewhere.email);
    const registered = await register(token, { email: elsewhere.email, password: 'good passphrase here' });
    expect(registered.statusCode).toBe(409);
    const [holder] = await database.db.select().from(users).where(eq(users.email, elsewhere.email));
    expect(holder?.orgId).toBe(elsewhere.orgId);
  });

  // Issue 10 item 8: an address is at most 320 characters; 100 KB ones were accepted.
  it.each([321, 100_000])('refuse a %i-character address with 422 naming the field', async (length) => {
    const address = addressOf(length);
    const invited = await invite(address);
    expect(invited.statusCode).toBe(422);
    expect(invited.json().detail).toBe('Invalid request: email: must be at most 320 characters');
    const registered = await register('x'.repeat(43), { email: address, password: 'good passphrase here' });
    expect(registered.statusCode).toBe(422);
    expect(registered.json().detail).toBe('Invalid request: email: must be at most 320 characters');
  });

  it('leave no invitation behind when the mail server refuses the address', async () => {
    const refused = await invite('refused.person@firm.test');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(INVITATION_MAIL_REFUSED);
    const rows = await database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'refused.person@firm.test'));
    expect(rows).toEqual([]);
    // Nothing pending blocks a second try once the address is right.
    expect((await invite('accepted.person@firm.test')).statusCode).toBe(201);
  });

  it('leave no invitation behind when the mail server cannot be reached', async () => {
    const offline = await buildTestApp(database, { smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const response = await offline.inject({
        method: 'POST',
        url: '/users/invitations',
        headers: (await signIn(offline, adminEmail)).headers,
        payload: { email: 'unreached@firm.test', role: 'viewer' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().detail).toBe(INVITATION_MAIL_UNAVAILABLE);
      const rows = await database.db
        .select()
        .from(invitations)
        .where(eq(invitations.email, 'unreached@firm.test'));
      expect(rows).toEqual([]);
    } finally {
      await offline.close();
    }
  });

  it('refuse a malformed address naming the field', async () => {
    const malformed = await invite('not an address');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().detail).toBe('Invalid request: email: must be a valid email address');
  });

  it('are audited', async () => {
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.orgId, orgId));
    expect(rows.map((row) => row.action)).toEqual(
      expect.arrayContaining(['invitation.created', 'invitation.accepted', 'invitation.revoked']),
    );
    const [nora] = await database.db.select().from(users).where(eq(users.email, 'new.hire@firm.test'));
    expect(nora?.firstName).toBe('Nora');
  });
});
