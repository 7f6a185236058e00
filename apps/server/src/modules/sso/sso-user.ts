import { randomBytes } from 'node:crypto';
import type { SsoErrorCode } from '@lexdraft/core';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { users } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import { hashPassword } from '../../lib/passwords.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import { normalizeEmail, unsafeFindUserByEmail } from '../../lib/user-email.js';
import { configCoversEmail, type SsoConfig } from '../auth/sso-config.js';
import { splitFullName } from '../users/create-user.js';

/** Who the identity provider says signed in, once its answer has been verified. */
export type SsoIdentity = {
  email: string;
  emailVerified: boolean;
  /** The provider's display name, when it gives one. */
  name?: string;
};

export type SsoUserOutcome =
  | { ok: true; user: typeof users.$inferSelect; created: boolean }
  | { ok: false; code: SsoErrorCode };

/**
 * Why the provider's answer alone refuses this sign-in (an unverified email, an address outside the
 * firm's domains), before any account is looked at; undefined when it does not. Test sign-in checks
 * just this.
 */
export function identityRefusal(config: SsoConfig, identity: SsoIdentity): SsoErrorCode | undefined {
  if (!identity.emailVerified) return 'email_unverified';
  if (!configCoversEmail(config, normalizeEmail(identity.email))) return 'wrong_domain';
  return undefined;
}

/**
 * The account a verified identity signs in as: the firm's user of that email (any case), or, just
 * in time, a new active one with the firm's default role. Refused: an unverified email, a domain
 * outside this firm's single sign-on, an address of another firm, a deactivated user.
 */
export async function ssoUser(
  db: Db,
  config: SsoConfig,
  identity: SsoIdentity,
  meta: RequestMeta,
): Promise<SsoUserOutcome> {
  const refusal = identityRefusal(config, identity);
  if (refusal) return { ok: false, code: refusal };
  const email = normalizeEmail(identity.email);
  const existing = await unsafeFindUserByEmail(db, email);
  if (existing) {
    if (existing.orgId !== config.orgId) return { ok: false, code: 'wrong_domain' };
    if (!existing.isActive) return { ok: false, code: 'deactivated' };
    return { ok: true, user: existing, created: false };
  }
  const fullName = identity.name?.trim().slice(0, 200) || email.split('@')[0] || email;
  // No password: the hash of 32 random bytes nobody knows. A password reset can set one later.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  try {
    const user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          orgId: config.orgId,
          email,
          fullName,
          ...splitFullName(fullName),
          role: config.defaultRole,
          passwordHash,
        })
        .returning();
      await writeAudit(tx, meta, {
        orgId: config.orgId,
        userId: created!.id,
        action: 'user.created_by_sso',
        targetType: 'user',
        targetId: created!.id,
        details: { email, role: config.defaultRole, protocol: config.protocol },
      });
      return created!;
    });
    return { ok: true, user, created: true };
  } catch (error) {
    // The same person's two first sign-ins at once: the other one made the account.
    if (!isUniqueViolation(error)) throw error;
    const raced = await unsafeFindUserByEmail(db, email);
    if (!raced || raced.orgId !== config.orgId) return { ok: false, code: 'wrong_domain' };
    return raced.isActive ? { ok: true, user: raced, created: false } : { ok: false, code: 'deactivated' };
  }
}
