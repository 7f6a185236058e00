import { randomUUID } from 'node:crypto';
import {
  REFRESH_REUSE_GRACE_MS,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
} from '@lexdraft/core';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshTokens, users } from '../../db/schema.js';
import { oncePerKey } from '../../lib/once-per-key.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { authUserColumns } from './auth-user-columns.js';
import { type SuccessorKey, successorOf } from './refresh-successor.js';

// A session is a family of refresh tokens: each refresh uses one up and issues the next. A token
// used twice means it was stolen, so the whole family is revoked; except within
// REFRESH_REUSE_GRACE_MS of its use, when it is the same refresh racing itself (two tabs, two
// timers) and gets the same answer: the successor, which is derived from the token, so that it
// can be reproduced without being stored in clear.

export type SessionUser = { id: string; orgId: string };

export type IssuedRefreshToken = { token: string; sessionId: string; expiresAt: Date };

function nextExpiry(sessionStartedAt: Date, now: Date): Date {
  const idle = now.getTime() + SESSION_IDLE_TIMEOUT_MS;
  const absolute = sessionStartedAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS;
  return new Date(Math.min(idle, absolute));
}

async function issue(
  db: Db,
  user: SessionUser,
  sessionId: string,
  sessionStartedAt: Date,
  meta: RequestMeta,
  now: Date,
  lastActivityAt: Date,
  token = newToken(),
): Promise<IssuedRefreshToken> {
  const expiresAt = nextExpiry(sessionStartedAt, now);
  await db.insert(refreshTokens).values({
    orgId: user.orgId,
    userId: user.id,
    familyId: sessionId,
    tokenHash: hashToken(token),
    sessionStartedAt,
    lastUsedAt: now,
    lastActivityAt,
    expiresAt,
    ipAddress: meta.ip,
    userAgent: meta.userAgent,
  });
  return { token, sessionId, expiresAt };
}

/** Starts a session at sign-in. */
export function startSession(db: Db, user: SessionUser, meta: RequestMeta, now = new Date()) {
  return issue(db, user, randomUUID(), now, meta, now, now);
}

export type RotationResult =
  | { ok: true; userId: string; refresh: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'reused' | 'expired' | 'revoked' | 'idle' };

export type RotationOptions = {
  key: SuccessorKey;
  now?: Date;
  /**
   * True when the user asked for this refresh (Extend Session, the retry of their own request):
   * it counts as activity. A background refresh leaves the session's last activity as it was.
   */
  userActive?: boolean;
};

// A successor used in turn within the grace window is followed to its own; a longer chain in
// so short a time is no benign race.
const MAX_GRACE_CHAIN = 5;

type TokenRow = typeof refreshTokens.$inferSelect;

function lockToken(tx: Db, token: string): Promise<TokenRow[]> {
  return tx
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .for('update');
}

/**
 * Uses up a refresh token and issues the next one of its session. Refused when unknown, revoked,
 * past its idle or absolute limit, SESSION_IDLE_TIMEOUT_MS past the user's last request (issue 28:
 * background calls must not keep an idle session alive), or already used (then the whole session is revoked), except
 * that a token used less than REFRESH_REUSE_GRACE_MS ago answers its live successor again.
 */
export async function rotateSession(
  db: Db,
  token: string,
  meta: RequestMeta,
  { key, now = new Date(), userActive = false }: RotationOptions,
): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    // The row lock queues simultaneous refreshes of one token: the first rotates, the others
    // then see it used and take the grace path below.
    const [row] = await lockToken(tx, token);
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt) return { ok: false, reason: 'revoked' };
    if (row.usedAt) {
      const again = await answerAgain(tx, row, token, key, now);
      if (again) return again;
      await revokeSession(tx, row.familyId, now);
      return { ok: false, reason: 'reused' };
    }
    if (now.getTime() - row.lastActivityAt.getTime() >= SESSION_IDLE_TIMEOUT_MS) {
      await revokeSession(tx, row.familyId, now);
      return { ok: false, reason: 'idle' };
    }
    if (row.expiresAt.getTime() <= now.getTime()) {
      await revokeSession(tx, row.familyId, now);
      return { ok: false, reason: 'expired' };
    }
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
    const refresh = await issue(
      tx,
      { id: row.userId, orgId: row.orgId },
      row.familyId,
      row.sessionStartedAt,
      meta,
      now,
      userActive ? now : row.lastActivityAt,
      successorOf(token, key),
    );
    return { ok: true, userId: row.userId, refresh };
  });
}

/**
 * The answer a used token gets again within the grace window: its successor (or that one's, when
 * it was used in turn), provided it is of the same session, not revoked and not expired.
 * Undefined when this is no benign race, which the caller treats as theft.
 */
async function answerAgain(
  tx: Db,
  used: TokenRow,
  token: string,
  key: SuccessorKey,
  now: Date,
): Promise<RotationResult | undefined> {
  if (!used.usedAt || now.getTime() - used.usedAt.getTime() > REFRESH_REUSE_GRACE_MS) return undefined;
  let current = token;
  for (let step = 0; step < MAX_GRACE_CHAIN; step += 1) {
    const successor = successorOf(current, key);
    const [row] = await lockToken(tx, successor);
    if (!row || row.familyId !== used.familyId || row.userId !== used.userId) return undefined;
    if (row.revokedAt) return { ok: false, reason: 'revoked' };
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    if (!row.usedAt) {
      const refresh = { token: successor, sessionId: row.familyId, expiresAt: row.expiresAt };
      return { ok: true, userId: row.userId, refresh };
    }
    current = successor;
  }
  return undefined;
}

/** Ends one session: none of its refresh tokens or access tokens work any more. */
export async function revokeSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user, or every one but the caller's own. */
export async function revokeUserSessions(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
  if (exceptSessionId) conditions.push(ne(refreshTokens.familyId, exceptSessionId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}

/** The session id a refresh token belongs to, used or not, for sign-out. */
export async function sessionOfRefreshToken(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row?.familyId;
}

/**
 * The live user behind an access token's claims: active, same token version, session not
 * revoked. One indexed query per request, so that a sign-out or a deactivation takes effect at once.
 * Unscoped: it is what tells which organization the caller belongs to.
 */
export async function unsafeFindLiveSessionUser(
  db: Db,
  userId: string,
  sessionId: string,
  tokenVersion: number,
) {
  const [row] = await liveSessionQuery(db).execute({ userId, sessionId, tokenVersion });
  return row;
}

/**
 * The user a rotated refresh token belongs to. Unscoped: the token, not the caller, says whose
 * session it is, and so which organization.
 */
export async function unsafeFindSessionOwner(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

// Every authenticated request runs this query: it is prepared once per connection, instead of
// being built, parsed and planned again each time.
function prepareLiveSessionUser(db: Db) {
  return db
    .select(authUserColumns)
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        eq(users.isActive, true),
        eq(users.tokenVersion, sql.placeholder('tokenVersion')),
        sql`exists (select 1 from refresh_tokens rt where rt.family_id = ${sql.placeholder('sessionId')}
          and rt.user_id = users.id and rt.revoked_at is null)`,
      ),
    )
    .prepare('find_live_session_user');
}

const liveSessionQuery = oncePerKey(prepareLiveSessionUser);
