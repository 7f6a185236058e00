import { eq } from 'drizzle-orm';
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

  // Changing the email address (issue 28 point 3) is tested in email-change.test.ts.

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
