import { SESSION_ABSOLUTE_LIFETIME_MS } from '@lexdraft/core';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import { signAccessToken } from './access-token.js';
import { type IssuedRefreshToken, startSession } from './sessions.js';

// What every way of signing in ends with (a password, OpenID Connect, SAML): one session, the
// refresh cookie, and an access token.

export const REFRESH_COOKIE = 'refresh_token';

type SignedInUser = typeof users.$inferSelect;

/** Sets and clears the refresh cookie: HTTP only, same site, sent to /auth only. */
export function refreshCookie(publicUrl: string) {
  const secure = publicUrl.startsWith('https://');
  return {
    set: (reply: FastifyReply, token: string) =>
      reply.setCookie(REFRESH_COOKIE, token, {
        httpOnly: true,
        sameSite: 'strict',
        secure,
        path: '/auth',
        maxAge: SESSION_ABSOLUTE_LIFETIME_MS / 1000,
      }),
    clear: (reply: FastifyReply) =>
      reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/auth' }),
  };
}

/** An access token for the user in the session. */
export function accessTokenFor(user: SignedInUser, sessionId: string, key: Uint8Array): Promise<string> {
  return signAccessToken(
    { userId: user.id, orgId: user.orgId, role: user.role, sessionId, tokenVersion: user.tokenVersion },
    key,
  );
}

/**
 * Starts the user's session, notes the sign-in as their last and writes its audit row
 * (`auth.login`, `auth.sso_login`), in one transaction; answers the refresh token to set.
 */
export function beginSignedInSession(
  db: Db,
  user: SignedInUser,
  meta: RequestMeta,
  audit: { action: string; details?: Record<string, unknown> },
): Promise<IssuedRefreshToken> {
  return db.transaction(async (tx) => {
    const session = await startSession(tx, user, meta);
    await tx.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id));
    await writeAudit(tx, meta, { orgId: user.orgId, userId: user.id, ...audit });
    return session;
  });
}
