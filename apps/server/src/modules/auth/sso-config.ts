import { emailDomain } from '@lexdraft/core';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ssoConfigs, ssoDomains } from '../../db/schema.js';

// Reading a firm's single sign-on: by the firm (settings, callbacks) or by an email's domain
// (sign-in, enforcement). Only a configured domain ever leads to a provider.

export type SsoConfig = typeof ssoConfigs.$inferSelect & { domains: string[] };

/** The firm's single sign-on with its domains, or undefined when it has none. */
export async function loadSsoConfig(db: Db, orgId: string): Promise<SsoConfig | undefined> {
  const [config] = await db.select().from(ssoConfigs).where(eq(ssoConfigs.orgId, orgId));
  if (!config) return undefined;
  const domains = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(eq(ssoDomains.orgId, orgId))
    .orderBy(asc(ssoDomains.domain));
  return { ...config, domains: domains.map((row) => row.domain) };
}

/**
 * The single sign-on of the firm that claims the email's domain, or undefined. Unsafe: it reads
 * across firms, as sign-in must before anyone is known.
 */
export async function unsafeSsoConfigForEmail(db: Db, email: string): Promise<SsoConfig | undefined> {
  const domain = emailDomain(email);
  if (!domain) return undefined;
  const [claim] = await db.select().from(ssoDomains).where(eq(ssoDomains.domain, domain));
  return claim ? loadSsoConfig(db, claim.orgId) : undefined;
}

/** True when the email's domain belongs to the firm's single sign-on. */
export function configCoversEmail(config: SsoConfig, email: string): boolean {
  const domain = emailDomain(email);
  return domain !== undefined && config.domains.includes(domain);
}

/**
 * The single sign-on that refuses password sign-in and reset for this address (its domain's firm
 * enforces it), or undefined. Decided by the address alone, before any password or account is
 * looked at, so that the answer tells nothing the public lookup does not; an admin whose own
 * address is outside the domain keeps their password (the way back in when the provider breaks).
 */
export async function unsafeEnforcedSsoForEmail(db: Db, email: string): Promise<SsoConfig | undefined> {
  const config = await unsafeSsoConfigForEmail(db, email);
  return config?.enforce ? config : undefined;
}
