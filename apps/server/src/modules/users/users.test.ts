import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrg, buildUser, type Session, signIn, TEST_PASSWORD } from '../../test/factories.js';

let database: TestDatabase;
let app: FastifyInstance;
let orgId: string;
let admin: Session;
let adminId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  orgId = (await buildOrg(database.db)).id;
  const adminUser = await buildUser(database.db, { orgId, role: 'admin' });
  adminId = adminUser.id;
  admin = await signIn(app, adminUser.email);
});
afterAll(() => app.close());

describe('/users/me', () => {
  it('answers the spec User fields and no secrets', async () => {
    const user = await buildUser(database.db, { orgId, role: 'paralegal' });
    const session = await signIn(app, user.email);
    const response = await app.inject({ method: 'GET', url: '/users/me', headers: session.headers });
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        '_id',
        'id',
        'email',
        'full_name',
        'first_name',
        'last_name',
        'role',
        'permissions',
        'org_id',
        'is_active',
        'last_login',
        'created_at',
        'updated_at',
      ].sort(),
    );
    expect(body).toMatchObject({ _id: user.id, role: 'paralegal', org_id: orgId, is_active: true });
    expect(body.permissions).toEqual(expect.arrayContaining(['docs:write', 'entities:read']));
    expect(body.last_login).not.toBeNull();
  });

  it('updates profile fields but never role, organization or permissions', async () => {
    const user = await buildUser(database.db, { orgId, role: 'viewer' });
    const session = await signIn(app, user.email);
    const response = await app.inject({
      method: 'PATCH',
      url: '/users/me',
      headers: session.headers,
      payload: {
        full_name: 'Grace Hopper',
        role: 'admin',
        org_id: 'x',
        permissions: ['*'],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      full_name: 'Grace Hopper',
      first_name: 'Grace',
      last_name: 'Hopper',
      role: 'viewer',
      email: user.email,
      org_id: orgId,
    });
    const empty = await app.inject({
      method: 'PATCH',
      url: '/users/me',
      headers: session.headers,
      payload: { full_name: ' ' },
    });
    expect(empty.statusCode).toBe(422);
  });

  it('changes the email: stored lower-case, audited, and the new address signs in', async () => {
    const user = await buildUser(database.db, { orgId });
    const session = await signIn(app, user.email);
    const address = `Renamed-${user.id.slice(0, 8)}@Firm.Test`;
    const response = await app.inject({
      method: 'PATCH',
      url: '/users/me',
      headers: { ...session.headers, 'user-agent': 'profile-test' },
      payload: { email: `  ${address} ` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: address.toLowerCase(), full_name: user.fullName });
    const [row] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, user.id), eq(auditLog.action, 'user.email_changed')));
    expect(row).toMatchObject({
      orgId,
      userAgent: 'profile-test',
      details: { from: user.email, to: address.toLowerCase() },
    });
    await expect(signIn(app, address)).resolves.toHaveProperty('accessToken');
    await expect(signIn(app, user.email)).rejects.toThrow(/401/);
    // The session it was changed in goes on.
    expect((await app.inject({ method: 'GET', url: '/users/me', headers: session.headers })).statusCode).toBe(
      200,
    );
  });

  it("refuses another user's address, in any organization or case, but takes the caller's own", async () => {
    const user = await buildUser(database.db, { orgId });
    const session = await signIn(app, user.email);
    const stranger = await buildUser(database.db, { orgId: (await buildOrg(database.db)).id });
    const patch = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: '/users/me', headers: session.headers, payload });

    const taken = await patch({ email: stranger.email.toUpperCase(), last_name: 'Kept' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe('A user with this email already exists');
    const same = await patch({ email: user.email.toUpperCase(), first_name: 'Same' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ email: user.email, first_name: 'Same', last_name: 'Person' });
    const bad = await patch({ email: 'not an address' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toMatch(/email: must be a valid email address/);
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.userId, user.id));
    expect(audits.filter((audit) => audit.action === 'user.email_changed')).toEqual([]);
  });

  it('gives an address to one of two users asking for it at once', async () => {
    const sessions = await Promise.all(
      [1, 2].map(async () => signIn(app, (await buildUser(database.db, { orgId })).email)),
    );
    const address = `wanted-${randomUUID()}@firm.test`;
    const answers = await Promise.all(
      sessions.map((session) =>
        app.inject({
          method: 'PATCH',
          url: '/users/me',
          headers: session.headers,
          payload: { email: address },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('changes the password after checking the current one, and signs out the other sessions', async () => {
    const user = await buildUser(database.db, { orgId });
    const here = await signIn(app, user.email);
    const elsewhere = await signIn(app, user.email);
    const change = (current: string, next: string) =>
      app.inject({
        method: 'PUT',
        url: '/users/me/password',
        headers: here.headers,
        payload: { current_password: current, new_password: next },
      });
    const wrong = await change('not my password', 'a new long passphrase');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Current password is incorrect');
    expect((await change(TEST_PASSWORD, 'qwertyuiop')).json().detail).toBe(
      'This password is too common. Choose one that is harder to guess.',
    );
    expect((await change(TEST_PASSWORD, 'a new long passphrase')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/users/me', headers: here.headers })).statusCode).toBe(
      200,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/users/me', headers: elsewhere.headers })).statusCode,
    ).toBe(401);
    await expect(signIn(app, user.email, 'a new long passphrase')).resolves.toHaveProperty('accessToken');
  });
});

describe('user administration', () => {
  it('lists the organization users only', async () => {
    const other = await buildOrg(database.db);
    const stranger = await buildUser(database.db, { orgId: other.id });
    const response = await app.inject({ method: 'GET', url: '/users', headers: admin.headers });
    const emails = response.json().map((u: { email: string }) => u.email);
    expect(emails).not.toContain(stranger.email);
    expect(response.json().every((u: { org_id: string }) => u.org_id === orgId)).toBe(true);
  });

  it('changes a role, audited, but not the caller own', async () => {
    const user = await buildUser(database.db, { orgId, role: 'viewer' });
    const session = await signIn(app, user.email);
    const response = await app.inject({
      method: 'PATCH',
      url: `/users/${user.id}`,
      headers: admin.headers,
      payload: { role: 'attorney' },
    });
    expect(response.json().role).toBe('attorney');
    // The new role applies to the next request of the user, without signing in again.
    expect(
      (await app.inject({ method: 'GET', url: '/users/me', headers: session.headers })).json().role,
    ).toBe('attorney');
    const own = await app.inject({
      method: 'PATCH',
      url: `/users/${adminId}`,
      headers: admin.headers,
      payload: { role: 'viewer' },
    });
    expect(own.statusCode).toBe(400);
    const bad = await app.inject({
      method: 'PATCH',
      url: `/users/${user.id}`,
      headers: admin.headers,
      payload: { role: 'owner' },
    });
    expect(bad.statusCode).toBe(422);
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'user.role_changed'));
    expect(row).toMatchObject({ targetId: user.id, details: { from: 'viewer', to: 'attorney' } });
  });

  it('deactivates a user: sessions end at once and sign-in is refused', async () => {
    const user = await buildUser(database.db, { orgId });
    const session = await signIn(app, user.email);
    const response = await app.inject({
      method: 'POST',
      url: `/users/${user.id}/deactivate`,
      headers: admin.headers,
    });
    expect(response.json().is_active).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/users/me', headers: session.headers })).statusCode).toBe(
      401,
    );
    const refresh = await app.inject({
      method: 'POST',
      url: '/auth/refresh',
      cookies: { refresh_token: session.refreshCookie },
    });
    expect(refresh.statusCode).toBe(401);
    await expect(signIn(app, user.email)).rejects.toThrow(/403/);
    const self = await app.inject({
      method: 'POST',
      url: `/users/${adminId}/deactivate`,
      headers: admin.headers,
    });
    expect(self.statusCode).toBe(400);
  });
});
