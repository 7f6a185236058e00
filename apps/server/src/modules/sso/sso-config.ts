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
 * True when password sign-in and reset are refused for this user: their domain's firm enforces
 * single sign-on, except for an admin whose own address is outside the domain (the way back in).
 */
export async function unsafePasswordRefusedBySso(
  db: Db,
  user: { email: string; orgId: string },
): Promise<boolean> {
  const config = await unsafeSsoConfigForEmail(db, user.email);
  return config?.enforce === true && config.orgId === user.orgId;
}
