import { SESSION_ACTIVITY_WRITE_INTERVAL_MS } from '@lexdraft/core';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshTokens } from '../../db/schema.js';

// Issue 28 point 1: the server keeps, per session, when the user last made a request, so that it
// can refuse a refresh after SESSION_IDLE_TIMEOUT_MS of idleness whatever the client's timers do.
// Writing it on every request would add a write to every read; once a minute is precise enough
// against a 30-minute limit.

/** Sessions remembered by one instance before the memory of recent writes is dropped (it only saves writes). */
const MAX_REMEMBERED_SESSIONS = 10_000;

export type ActivityRecorder = (sessionId: string, now?: Date) => Promise<void>;

/**
 * Records a user's request on their session's live refresh token, at most once per
 * SESSION_ACTIVITY_WRITE_INTERVAL_MS per session: this instance remembers its last write, and the
 * UPDATE itself skips a row written that recently by another instance.
 */
export function sessionActivityRecorder(db: Db): ActivityRecorder {
  const written = new Map<string, number>();
  return async (sessionId, now = new Date()) => {
    const last = written.get(sessionId);
    if (last !== undefined && now.getTime() - last < SESSION_ACTIVITY_WRITE_INTERVAL_MS) return;
    if (written.size >= MAX_REMEMBERED_SESSIONS) written.clear();
    written.set(sessionId, now.getTime());
    await recordSessionActivity(db, sessionId, now);
  };
}

/** Moves the session's last user activity to `now` (unless written less than the interval ago). */
export async function recordSessionActivity(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ lastActivityAt: now })
    .where(
      and(
        eq(refreshTokens.familyId, sessionId),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        lt(refreshTokens.lastActivityAt, new Date(now.getTime() - SESSION_ACTIVITY_WRITE_INTERVAL_MS)),
      ),
    );
}
