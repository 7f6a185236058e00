import { type PutSsoSettingsBody, type SsoSettings, unconfiguredSsoSettings } from '@lexdraft/contract';
import { normalizeSsoDomain } from '@lexdraft/core';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ssoConfigs, ssoDomains } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import { conflict, HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { loadSsoConfig, type SsoConfig } from '../auth/sso-config.js';
import { INVALID_IDP_CERTIFICATE, idpCertificatePem } from './idp-certificate.js';
import { discoverOidcIssuer, OidcDiscoveryError } from './oidc-discovery.js';
import { secretBox } from './secret-box.js';
import { ssoUrls } from './sso-urls.js';

// A firm's single sign-on settings (docs/sso.md): what the admin saves is checked first (domains,
// the issuer's discovery or the certificate), then written with its domains and audit row in one
// transaction. The client secret is sealed at rest and never answered.

export const CLIENT_SECRET_REQUIRED = 'Enter the client secret';

export type SsoSettingsDeps = { db: Db; publicUrl: string; serverSecret: string };

/** The settings as GET answers them; defaults when the firm has none. */
export function presentSsoSettings(publicUrl: string, orgId: string, config?: SsoConfig): SsoSettings {
  const urls = ssoUrls(publicUrl, orgId);
  const providerUrls = {
    redirect_url: urls.redirectUrl,
    sp_entity_id: urls.spEntityId,
    acs_url: urls.acsUrl,
    metadata_url: urls.metadataUrl,
  };
  if (config === undefined) return { ...unconfiguredSsoSettings(), ...providerUrls };
  return {
    configured: true,
    protocol: config.protocol,
    domains: config.domains,
    default_role: config.defaultRole,
    enforce: config.enforce,
    issuer: config.issuer,
    client_id: config.clientId,
    client_secret_set: Boolean(config.clientSecretEncrypted),
    idp_entity_id: config.idpEntityId,
    idp_sso_url: config.idpSsoUrl,
    idp_certificate: config.idpCertificate,
    ...providerUrls,
    updated_at: config.updatedAt.toISOString(),
  };
}

/** The domains in their stored form, each once; 422 naming the first that is not a domain. */
function normalizeDomains(domains: string[]): string[] {
  const normalized = new Set<string>();
  for (const domain of domains) {
    const stored = normalizeSsoDomain(domain);
    if (!stored) throw new HttpError(422, `"${domain}" is not a valid email domain`);
    normalized.add(stored);
  }
  return [...normalized];
}

const claimedBy = (domain: string) =>
  conflict(`The domain ${domain} is already used for single sign-on by another organization`);

/** 409 naming a domain of the list another firm claims, if any. */
async function refuseDomainsOfOthers(db: Db, orgId: string, domains: string[]) {
  const [taken] = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(and(inArray(ssoDomains.domain, domains), ne(ssoDomains.orgId, orgId)))
    .limit(1);
  if (taken) throw claimedBy(taken.domain);
}

/** The protocol's columns, checked; the other protocol's are cleared. */
async function protocolColumns(
  deps: SsoSettingsDeps,
  existing: SsoConfig | undefined,
  body: PutSsoSettingsBody,
) {
  const box = secretBox(deps.serverSecret);
  if (body.protocol === 'saml') {
    const pem = idpCertificatePem(body.idp_certificate);
    if (!pem) throw new HttpError(422, INVALID_IDP_CERTIFICATE);
    return {
      issuer: null,
      clientId: null,
      clientSecretEncrypted: null,
      idpEntityId: body.idp_entity_id,
      idpSsoUrl: body.idp_sso_url,
      idpCertificate: pem,
    };
  }
  const secret = body.client_secret
    ? { plain: body.client_secret, sealed: box.seal(body.client_secret) }
    : storedSecret(box, existing);
  if (!secret) throw new HttpError(422, CLIENT_SECRET_REQUIRED);
  try {
    await discoverOidcIssuer(body.issuer, body.client_id, secret.plain, {
      fresh: true,
      publicUrl: deps.publicUrl,
    });
  } catch (error) {
    if (error instanceof OidcDiscoveryError) throw new HttpError(422, error.message);
    throw error;
  }
  return {
    issuer: body.issuer,
    clientId: body.client_id,
    clientSecretEncrypted: secret.sealed,
    idpEntityId: null,
    idpSsoUrl: null,
    idpCertificate: null,
  };
}

/** The stored OpenID Connect secret (kept as sealed), or undefined when there is none or it no longer opens. */
function storedSecret(box: ReturnType<typeof secretBox>, existing: SsoConfig | undefined) {
  if (existing?.protocol !== 'oidc' || !existing.clientSecretEncrypted) return undefined;
  try {
    return { plain: box.open(existing.clientSecretEncrypted), sealed: existing.clientSecretEncrypted };
  } catch {
    // Sealed under another server secret: the admin enters it again.
    return undefined;
  }
}

/** Replaces the firm's single sign-on and answers it as saved. */
export async function saveSsoSettings(
  deps: SsoSettingsDeps,
  ctx: ServiceContext,
  body: PutSsoSettingsBody,
): Promise<SsoConfig> {
  const { db } = deps;
  const orgId = ctx.user.orgId;
  const domains = normalizeDomains(body.domains);
  await refuseDomainsOfOthers(db, orgId, domains);
  const existing = await loadSsoConfig(db, orgId);
  // The network (discovery) is done before the transaction, which then holds no lock while waiting.
  const columns = await protocolColumns(deps, existing, body);
  const values = {
    protocol: body.protocol,
    defaultRole: body.default_role,
    enforce: body.enforce,
    ...columns,
    updatedAt: new Date(),
  };
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(ssoConfigs)
        .values({ orgId, ...values })
        .onConflictDoUpdate({ target: ssoConfigs.orgId, set: values });
      await tx.delete(ssoDomains).where(eq(ssoDomains.orgId, orgId));
      await tx.insert(ssoDomains).values(domains.map((domain) => ({ domain, orgId })));
      await writeAudit(tx, ctx.meta, {
        orgId,
        userId: ctx.user.id,
        action: 'sso.updated',
        targetType: 'organization',
        targetId: orgId,
        details: {
          protocol: body.protocol,
          domains,
          enforce: body.enforce,
          default_role: body.default_role,
        },
      });
    });
  } catch (error) {
    // Another firm claimed one of the domains after the check above: the primary key decided.
    if (isUniqueViolation(error)) {
      await refuseDomainsOfOthers(db, orgId, domains);
      throw conflict('One of these domains is already used for single sign-on by another organization');
    }
    throw error;
  }
  return (await loadSsoConfig(db, orgId))!;
}

/** Turns the firm's single sign-on off and frees its domains; nothing to remove is no error. */
export async function removeSsoSettings(db: Db, ctx: ServiceContext): Promise<void> {
  const orgId = ctx.user.orgId;
  await db.transaction(async (tx) => {
    await tx.delete(ssoDomains).where(eq(ssoDomains.orgId, orgId));
    const removed = await tx.delete(ssoConfigs).where(eq(ssoConfigs.orgId, orgId)).returning();
    if (removed.length === 0) return;
    await writeAudit(tx, ctx.meta, {
      orgId,
      userId: ctx.user.id,
      action: 'sso.removed',
      targetType: 'organization',
      targetId: orgId,
    });
  });
}
