import { REFRESH_REUSE_GRACE_MS } from '@lexdraft/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, refreshTokens, users } from '../../db/schema.js';
import { hashToken } from '../../lib/tokens.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrg, buildUser, loginForm, signIn, TEST_PASSWORD } from '../../test/factories.js';

let database: TestDatabase;
let app: FastifyInstance;
let orgId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { publicUrl: 'http://localhost:3000' });
  orgId = (await buildOrg(database.db)).id;
});
afterAll(() => app.close());

const me = (authorization: string) =>
  app.inject({ method: 'GET', url: '/users/me', headers: { authorization } });
const refresh = (cookie: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/auth/refresh', cookies: { refresh_token: cookie }, headers });

describe('POST /auth/login', () => {
  it('answers a bearer token and sets an httpOnly, SameSite refresh cookie', async () => {
    const user = await buildUser(database.db, { orgId });
    const response = await app.inject({
      method: 'POST',
      url: '/auth/login',
      ...loginForm(user.email, TEST_PASSWORD),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ access_token: expect.any(String), token_type: 'bearer' });
    const cookie = response.cookies.find((c) => c.name === 'refresh_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
    const stored = await database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(stored[0]?.tokenHash).not.toBe(cookie?.value);
    expect((await me(`Bearer ${response.json().access_token}`)).json()).toMatchObject({
      _id: user.id,
      email: user.email,
    });
  });

  it('takes the email in any case', async () => {
    const user = await buildUser(database.db, { orgId });
    await expect(signIn(app, user.email.toUpperCase())).resolves.toHaveProperty('accessToken');
  });

  it('answers a wrong password and an unknown email with the same 401, and audits both', async () => {
    const user = await buildUser(database.db, { orgId });
    const wrong = await app.inject({
      method: 'POST',
      url: '/auth/login',
      ...loginForm(user.email, 'not the password'),
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/auth/login',
      ...loginForm('ghost@nowhere.test', 'whatever1'),
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Incorrect email or password' });
    expect(unknown.json()).toEqual(wrong.json());
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.login_failed'));
    expect(audits.some((row) => row.userId === user.id && row.ipAddress)).toBe(true);
    expect(audits.some((row) => row.userId === null && row.details.email === 'ghost@nowhere.test')).toBe(
      true,
    );
  });

  it('refuses an inactive user', async () => {
    const user = await buildUser(database.db, { orgId });
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const response = await app.inject({
      method: 'POST',
      url: '/auth/login',
      ...loginForm(user.email, TEST_PASSWORD),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toContain('deactivated');
  });

  it('throttles repeated attempts on one account with 429 and Retry-After', async () => {
    const user = await buildUser(database.db, { orgId });
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/auth/login',
        ...loginForm(user.email, 'guess'),
        remoteAddress: '10.9.8.7',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().detail).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds\.$/);
  });

  it('refuses a sign-in posted from another site', async () => {
    const user = await buildUser(database.db, { orgId });
    const form = loginForm(user.email, TEST_PASSWORD);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: form.payload,
      headers: { ...form.headers, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const foreignOrigin = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: form.payload,
      headers: { ...form.headers, origin: 'https://evil.example' },
    });
    expect(foreignOrigin.statusCode).toBe(403);
    const sameOrigin = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: form.payload,
      headers: { ...form.headers, 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  it('refuses a missing, tampered, unsigned or foreign-key token', async () => {
    const user = await buildUser(database.db, { orgId });
    const { accessToken } = await signIn(app, user.email);
    const [header, payload, signature] = accessToken.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.role = 'admin';
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const otherKey = await new SignJWT(forged)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-1234'));
    expect((await app.inject({ method: 'GET', url: '/users/me' })).statusCode).toBe(401);
    for (const token of [tampered, none, otherKey, 'garbage']) {
      const response = await me(`Bearer ${token}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Not authenticated' });
    }
  });

  it('stop working at once when the user is deactivated', async () => {
    const user = await buildUser(database.db, { orgId });
    const session = await signIn(app, user.email);
    expect((await me(session.headers.authorization)).statusCode).toBe(200);
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await me(session.headers.authorization)).statusCode).toBe(401);
  });
});

describe('POST /auth/refresh', () => {
  it('rotates the refresh token and answers a new access token with the user', async () => {
    const user = await buildUser(database.db, { orgId });
    const session = await signIn(app, user.email);
    const response = await refresh(session.refreshCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      access_token: expect.any(String),
      user: { _id: user.id, email: user.email },
    });
    const next = response.cookies.find((c) => c.name === 'refresh_token')!.value;
    expect(next).not.toBe(session.refreshCookie);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('revokes the whole session when a used refresh token comes back after the grace window', async () => {
    const user = await buildUser(database.db, { orgId });
    const session = await signIn(app, user.email);
    const first = await refresh(session.refreshCookie);
    const next = first.cookies.find((c) => c.name === 'refresh_token')!.value;
    // As if the grace window had passed since the rotation.
    await database.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - ${`${REFRESH_REUSE_GRACE_MS + 1000} milliseconds`}::interval` })
      .where(eq(refreshTokens.tokenHash, hashToken(session.refreshCookie)));
    const replay = await refresh(session.refreshCookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: 'Your session has expired. Please sign in again.' });
    // The thief's replay also ends the legitimate holder's session and its access tokens.
    expect((await refresh(next)).statusCode).toBe(401);
    expect((await me(`Bearer ${first.json().access_token}`)).statusCode).toBe(401);
  });

  it('answers simultaneous refreshes with one cookie alike, and the session goes on', async () => {
    const user = await buildUser(database.db, { orgId });
    const session = await signIn(app, user.email);
    const responses = await Promise.all(Array.from({ length: 5 }, () => refresh(session.refreshCookie)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const cookies = new Set(responses.map((r) => r.cookies.find((c) => c.name === 'refresh_token')?.value));
    expect(cookies.size).toBe(1);
    const [next] = [...cookies];
    expect(next).not.toBe(session.refreshCookie);
    for (const response of responses) {
      expect((await me(`Bearer ${response.json().access_token}`)).statusCode).toBe(200);
    }
    const later = await refresh(next!);
    expect(later.statusCode).toBe(200);
    expect((await me(`Bearer ${later.json().access_token}`)).statusCode).toBe(200);
  });

  it('is refused after 30 minutes without use', async () => {
    const user = await buildUser(database.db, { orgId });
    const session = await signIn(app, user.email);
    // As the server wrote it at sign-in: idle expiry 30 minutes after last use. Move it into the past.
    await database.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.userId, user.id));
    expect((await refresh(session.refreshCookie)).statusCode).toBe(401);
  });

  it('gives tokens no later expiry than 12 hours after sign-in', async () => {
    const user = await buildUser(database.db, { orgId });
    const session = await signIn(app, user.email);
    await database.db
      .update(refreshTokens)
      .set({ sessionStartedAt: sql`now() - interval '11 hours 50 minutes'` })
      .where(eq(refreshTokens.userId, user.id));
    const rotated = await refresh(session.refreshCookie);
    expect(rotated.statusCode).toBe(200);
    const [latest] = await database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id))
      .orderBy(sql`${refreshTokens.createdAt} desc`)
      .limit(1);
    const minutesLeft = (latest!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(5);
    expect(minutesLeft).toBeLessThanOrEqual(10);
  });

  it('is refused without a cookie and from another site', async () => {
    expect((await app.inject({ method: 'POST', url: '/auth/refresh' })).statusCode).toBe(401);
    const user = await buildUser(database.db, { orgId });
    const session = await signIn(app, user.email);
    expect((await refresh(session.refreshCookie, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });
});

describe('POST /auth/logout', () => {
  it('ends the session: the access token and the refresh token stop working, the cookie is cleared', async () => {
    const user = await buildUser(database.db, { orgId });
    const session = await signIn(app, user.email);
    const other = await signIn(app, user.email);
    const response = await app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: session.headers,
      cookies: { refresh_token: session.refreshCookie },
    });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === 'refresh_token');
    expect(cleared?.value).toBe('');
    expect((await me(session.headers.authorization)).statusCode).toBe(401);
    expect((await refresh(session.refreshCookie)).statusCode).toBe(401);
    // Another device's session goes on.
    expect((await me(other.headers.authorization)).statusCode).toBe(200);
  });
});
