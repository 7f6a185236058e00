import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrg, buildUser, type Session, signIn } from '../../test/factories.js';
import { linkIn, startSmtpServer } from '../../test/smtp.js';
import { PASSWORD_RESET_MAIL_QUEUE } from '../password-reset/reset-mail-job.js';
import { RESET_FOR_DEACTIVATED } from './member-password-reset.js';

// POST /users/{id}/password-reset (issue 29): an admin's Send password reset for a member of the
// firm, through the same mail job as Forgot password; admins only, members of their firm only.

let database: TestDatabase;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let orgId: string;
let admin: Session;
let attorney: Session;
let outsider: Session;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
  app = await buildTestApp(database, { smtpUrl: smtp.url, publicUrl: 'https://docs.firm.example' });
  orgId = (await buildOrg(database.db)).id;
  admin = await signIn(app, (await buildUser(database.db, { orgId, role: 'admin' })).email);
  attorney = await signIn(app, (await buildUser(database.db, { orgId, role: 'attorney' })).email);
  const otherOrgId = (await buildOrg(database.db)).id;
  outsider = await signIn(app, (await buildUser(database.db, { orgId: otherOrgId, role: 'admin' })).email);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const sendReset = (userId: string, session: Session) =>
  app.inject({ method: 'POST', url: `/users/${userId}/password-reset`, headers: session.headers });

describe('POST /users/{id}/password-reset', () => {
  it('mails the member the Forgot password link, answers 202 and records who sent it', async () => {
    const member = await buildUser(database.db, { orgId, role: 'paralegal' });
    const response = await sendReset(member.id, admin);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ message: `A password reset link is on its way to ${member.email}.` });

    await app.jobs.runQueued(PASSWORD_RESET_MAIL_QUEUE);
    const mail = smtp.lastMailTo(member.email);
    expect(mail?.subject).toBe('Reset your LexDraft password');
    const link = linkIn(mail!);
    expect(`${link.origin}${link.pathname}`).toBe('https://docs.firm.example/auth/reset-password');
    const token = link.searchParams.get('token')!;
    const confirmed = await app.inject({
      method: 'POST',
      url: '/auth/password-reset/confirm',
      payload: { token, new_password: 'a brand new passphrase', confirm_password: 'a brand new passphrase' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.password_reset_sent'), eq(auditLog.targetId, member.id)));
    expect(audits).toHaveLength(1);
  });

  it("is for admins only, and answers 404 for another firm's member", async () => {
    const member = await buildUser(database.db, { orgId, role: 'viewer' });
    expect((await sendReset(member.id, attorney)).statusCode).toBe(403);
    const stranger = await sendReset(member.id, outsider);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().detail).toBe('User not found');
    expect((await app.inject({ method: 'POST', url: `/users/${member.id}/password-reset` })).statusCode).toBe(
      401,
    );
    await app.jobs.runQueued(PASSWORD_RESET_MAIL_QUEUE);
    expect(smtp.lastMailTo(member.email)).toBeUndefined();
  });

  it('refuses a deactivated member with a readable 409, and a malformed id with 4xx', async () => {
    const member = await buildUser(database.db, { orgId, role: 'attorney' });
    expect(
      (await app.inject({ method: 'POST', url: `/users/${member.id}/deactivate`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    const refused = await sendReset(member.id, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(RESET_FOR_DEACTIVATED);
    const malformed = await sendReset('not-an-id', admin);
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
    expect(malformed.statusCode).toBeLessThan(500);
  });
});
