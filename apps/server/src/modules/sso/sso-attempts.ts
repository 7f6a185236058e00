import type { SsoProtocol } from '@lexdraft/core';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ssoAttempts } from '../../db/schema.js';
import { hashToken, newToken } from '../../lib/tokens.js';

// A sign-in under way lives ten minutes and is taken once: the callback deletes it as it reads it,
// so that a `state` (or SAML request id) replayed, forged or too old finds nothing.

export const SSO_ATTEMPT_LIFETIME_MS = 10 * 60 * 1000;

export type SsoAttempt = typeof ssoAttempts.$inferSelect;

/** Stores a new attempt and answers its `state`, the random key the provider sends back. */
export async function beginSsoAttempt(
  db: Db,
  attempt: {
    orgId: string;
    protocol: SsoProtocol;
    codeVerifier?: string;
    nonce?: string;
    test?: boolean;
    state?: string;
  },
  now = new Date(),
): Promise<string> {
  const state = attempt.state ?? newToken();
  // Abandoned attempts go as new ones come.
  await db.delete(ssoAttempts).where(lt(ssoAttempts.expiresAt, now));
  await db.insert(ssoAttempts).values({
    orgId: attempt.orgId,
    protocol: attempt.protocol,
    stateHash: hashToken(state),
    codeVerifier: attempt.codeVerifier ?? null,
    nonce: attempt.nonce ?? null,
    test: attempt.test ?? false,
    expiresAt: new Date(now.getTime() + SSO_ATTEMPT_LIFETIME_MS),
  });
  return state;
}

/** Takes the attempt of this `state`: answered once, and only before it expires. */
export async function takeSsoAttempt(
  db: Db,
  state: string,
  protocol: SsoProtocol,
  now = new Date(),
): Promise<SsoAttempt | undefined> {
  const [attempt] = await db
    .delete(ssoAttempts)
    .where(
      and(
        eq(ssoAttempts.stateHash, hashToken(state)),
        eq(ssoAttempts.protocol, protocol),
        gt(ssoAttempts.expiresAt, now),
      ),
    )
    .returning();
  return attempt;
}
