import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftKeys } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrg, buildUser, signIn } from '../../test/factories.js';
import { DRAFT_KEY_PATH } from './draft-key.js';

let database: TestDatabase;
let app: FastifyInstance;
let orgId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  orgId = (await buildOrg(database.db)).id;
});
afterAll(() => app.close());

const draftKey = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: DRAFT_KEY_PATH, headers });

describe(`GET ${DRAFT_KEY_PATH}`, () => {
  it("answers the user's 32-byte key, the same in every session, never cached", async () => {
    const user = await buildUser(database.db, { orgId });
    const first = await draftKey((await signIn(app, user.email)).headers);
    const second = await draftKey((await signIn(app, user.email)).headers);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const { key } = first.json<{ key: string }>();
    expect(Buffer.from(key, 'base64url')).toHaveLength(32);
    expect(second.json()).toEqual({ key });
    const rows = await database.db.select().from(draftKeys).where(eq(draftKeys.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('answers another user, of this firm or another, a different key', async () => {
    const [one, colleague, stranger] = await Promise.all([
      buildUser(database.db, { orgId }),
      buildUser(database.db, { orgId }),
      buildOrg(database.db).then((org) => buildUser(database.db, { orgId: org.id })),
    ]);
    const keys = await Promise.all(
      [one, colleague, stranger].map(
        async (user) => (await draftKey((await signIn(app, user.email)).headers)).json<{ key: string }>().key,
      ),
    );
    expect(new Set(keys).size).toBe(3);
  });

  it('gives two simultaneous first requests the same key', async () => {
    const user = await buildUser(database.db, { orgId });
    const { headers } = await signIn(app, user.email);
    const answers = await Promise.all([draftKey(headers), draftKey(headers), draftKey(headers)]);
    expect(new Set(answers.map((answer) => answer.json().key)).size).toBe(1);
  });

  it('answers 401 signed out, and after sign-out', async () => {
    const signedOut = await draftKey();
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ detail: 'Not authenticated' });
    expect(signedOut.body).not.toMatch(/"key"/);

    const user = await buildUser(database.db, { orgId });
    const session = await signIn(app, user.email);
    expect((await draftKey(session.headers)).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/auth/logout', headers: session.headers });
    expect((await draftKey(session.headers)).statusCode).toBe(401);
  });
});
