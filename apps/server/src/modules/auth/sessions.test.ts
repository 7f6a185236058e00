import { REFRESH_REUSE_GRACE_MS } from '@lexdraft/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema.js';
import { hashToken } from '../../lib/tokens.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrg, buildUser } from '../../test/factories.js';
import { refreshSuccessorKey, successorOf } from './refresh-successor.js';
import { type RotationResult, rotateSession, startSession } from './sessions.js';

let database: TestDatabase;
let orgId: string;
const key = refreshSuccessorKey('a-test-secret-of-at-least-32-characters');
const meta = { ip: '10.0.0.1', userAgent: 'vitest' };
const start = new Date('2026-03-02T09:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

beforeAll(async () => {
  database = await createTestDatabase();
  orgId = (await buildOrg(database.db)).id;
});

async function newSession() {
  const user = await buildUser(database.db, { orgId });
  const session = await startSession(database.db, { id: user.id, orgId }, meta, start);
  return { user, token: session.token, sessionId: session.sessionId };
}

const rotate = (token: string, now: Date) => rotateSession(database.db, token, meta, { key, now });

function tokenOf(result: RotationResult): string {
  if (!result.ok) throw new Error(`rotation refused: ${result.reason}`);
  return result.refresh.token;
}

async function familyRevoked(sessionId: string): Promise<boolean> {
  const rows = await database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, sessionId));
  return rows.length > 0 && rows.every((row) => row.revokedAt !== null);
}

describe('rotateSession', () => {
  it('issues the derived successor and stores only its hash', async () => {
    const { token } = await newSession();
    const next = tokenOf(await rotate(token, at(1000)));
    expect(next).toBe(successorOf(token, key));
    expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(next)));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(next);
  });

  it('answers a token used within the grace window with the same successor, and the session goes on', async () => {
    const { token, sessionId } = await newSession();
    const first = tokenOf(await rotate(token, at(1000)));
    const again = await rotate(token, at(1000 + REFRESH_REUSE_GRACE_MS));
    expect(tokenOf(again)).toBe(first);
    expect(await familyRevoked(sessionId)).toBe(false);
    const after = tokenOf(await rotate(first, at(2000 + REFRESH_REUSE_GRACE_MS)));
    expect(after).not.toBe(first);
  });

  it('follows a successor that was itself used within the window to the live token', async () => {
    const { token } = await newSession();
    const second = tokenOf(await rotate(token, at(1000)));
    const third = tokenOf(await rotate(second, at(2000)));
    expect(tokenOf(await rotate(token, at(3000)))).toBe(third);
    expect(tokenOf(await rotate(second, at(3000)))).toBe(third);
  });

  it('revokes the whole session when a used token comes back after the grace window', async () => {
    const { token, sessionId } = await newSession();
    const next = tokenOf(await rotate(token, at(1000)));
    const replay = await rotate(token, at(1001 + REFRESH_REUSE_GRACE_MS));
    expect(replay).toEqual({ ok: false, reason: 'reused' });
    expect(await familyRevoked(sessionId)).toBe(true);
    expect(await rotate(next, at(2000 + REFRESH_REUSE_GRACE_MS))).toEqual({ ok: false, reason: 'revoked' });
  });

  it('gives nothing within the window once the session has been revoked', async () => {
    const { token, sessionId } = await newSession();
    const next = tokenOf(await rotate(token, at(1000)));
    await rotate(token, at(1001 + REFRESH_REUSE_GRACE_MS));
    expect(await familyRevoked(sessionId)).toBe(true);
    expect((await rotate(next, at(1002 + REFRESH_REUSE_GRACE_MS))).ok).toBe(false);
  });

  it('treats a used token whose successor is missing as theft, even within the window', async () => {
    const { token, sessionId } = await newSession();
    const next = tokenOf(await rotate(token, at(1000)));
    await database.db.delete(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(next)));
    expect(await rotate(token, at(2000))).toEqual({ ok: false, reason: 'reused' });
    expect(await familyRevoked(sessionId)).toBe(true);
  });

  it('answers one successor to simultaneous refreshes of one token', async () => {
    const { token, sessionId } = await newSession();
    const results = await Promise.all(Array.from({ length: 5 }, () => rotate(token, at(1000))));
    const tokens = results.map(tokenOf);
    expect(new Set(tokens)).toEqual(new Set([successorOf(token, key)]));
    expect(await familyRevoked(sessionId)).toBe(false);
    const family = await database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, sessionId));
    expect(family).toHaveLength(2);
    expect(tokenOf(await rotate(tokens[0]!, at(2000)))).toBeDefined();
  });
});
