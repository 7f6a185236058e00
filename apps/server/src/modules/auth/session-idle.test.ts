import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrg, buildUser, signIn } from '../../test/factories.js';

// Issue 28 point 1: a session ends after 30 minutes without a request the user made, however often
// the app's background calls (X-Background: 1) run. Time passes by moving the stored instants back,
// as the other session tests do: no test sleeps.

let database: TestDatabase;
let app: FastifyInstance;
let orgId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { publicUrl: 'http://localhost:3000' });
  orgId = (await buildOrg(database.db)).id;
});
afterAll(() => app.close());

const BACKGROUND = { 'x-background': '1' };
const me = (authorization: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/users/me', headers: { authorization, ...headers } });
const refresh = (cookie: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/auth/refresh', cookies: { refresh_token: cookie }, headers });
const nextCookie = (response: Awaited<ReturnType<typeof refresh>>) =>
  response.cookies.find((c) => c.name === 'refresh_token')!.value;

/** Makes the user's session look idle for this many minutes (and its tokens used that long ago). */
async function idleFor(userId: string, minutes: number) {
  const ago = sql`now() - ${`${minutes} minutes`}::interval`;
  await database.db
    .update(refreshTokens)
    .set({ lastActivityAt: ago, lastUsedAt: ago })
    .where(eq(refreshTokens.userId, userId));
}

async function liveActivityMinutesAgo(userId: string): Promise<number> {
  const rows = await database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));
  const live = rows.find((row) => !row.usedAt && !row.revokedAt)!;
  return (Date.now() - live.lastActivityAt.getTime()) / 60_000;
}

describe('idle sessions (issue 28)', () => {
  it('refuses a background refresh after 30 idle minutes and ends the session', async () => {
    const user = await buildUser(database.db, { orgId });
    const session = await signIn(app, user.email);
    // The app's own calls kept going all along: a background refresh at 15 minutes...
    await idleFor(user.id, 15);
    const atFifteen = await refresh(session.refreshCookie, BACKGROUND);
    expect(atFifteen.statusCode).toBe(200);
    // ...session checks every 5 minutes, none of which is the user's...
    await idleFor(user.id, 29);
    expect((await me(`Bearer ${atFifteen.json().access_token}`, BACKGROUND)).statusCode).toBe(200);
    expect(await liveActivityMinutesAgo(user.id)).toBeGreaterThan(28);
    // ...and the next refresh comes after 30 minutes without a request of the user's.
    await idleFor(user.id, 30.5);
    const late = await refresh(nextCookie(atFifteen), BACKGROUND);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({
      detail: 'Session expired after 30 minutes of inactivity. Please sign in again.',
    });
    // The session is over: its access token no longer works, and neither does a reload's refresh.
    expect((await me(`Bearer ${atFifteen.json().access_token}`)).statusCode).toBe(401);
    expect((await refresh(nextCookie(atFifteen))).statusCode).toBe(401);
  });

  it('counts a request the user made, and a refresh they asked for, as activity', async () => {
    const user = await buildUser(database.db, { orgId });
    const session = await signIn(app, user.email);
    await idleFor(user.id, 20);
    expect((await me(session.headers.authorization)).statusCode).toBe(200);
    expect(await liveActivityMinutesAgo(user.id)).toBeLessThan(1);

    // A background refresh carries the last activity over; Extend Session (no header) moves it.
    await idleFor(user.id, 20);
    const background = await refresh(session.refreshCookie, BACKGROUND);
    expect(background.statusCode).toBe(200);
    expect(await liveActivityMinutesAgo(user.id)).toBeGreaterThan(19);
    const extended = await refresh(nextCookie(background));
    expect(extended.statusCode).toBe(200);
    expect(await liveActivityMinutesAgo(user.id)).toBeLessThan(1);
    // 29 minutes after that, a refresh still works: the limit is 30 minutes, not less.
    await idleFor(user.id, 29);
    expect((await refresh(nextCookie(extended), BACKGROUND)).statusCode).toBe(200);
  });
});
