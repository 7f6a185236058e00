import { AUDIT_PAGE_LIMIT_MAX, ROLES, SSO_DOMAINS_MAX, SSO_PROTOCOLS } from '@lexdraft/core';
import { z } from 'zod';
import { timestamp } from './common.js';

// Single sign-on settings and sign-in, and the audit log (issue 33; docs/sso.md, docs/audit-log.md).

const httpsOrHttpUrl = z.url({ protocol: /^https?$/ }).max(2_000);

/**
 * `GET /organizations/current/sso` (admin only): the firm's single sign-on, or `configured: false`.
 * The client secret is never answered: `client_secret_set` says whether one is stored. The URLs
 * are those to give the identity provider.
 */
export const ssoSettings = z.object({
  configured: z.boolean(),
  protocol: z.enum(SSO_PROTOCOLS).nullable(),
  domains: z.array(z.string()),
  default_role: z.enum(ROLES),
  enforce: z.boolean(),
  issuer: z.string().nullable(),
  client_id: z.string().nullable(),
  client_secret_set: z.boolean(),
  idp_entity_id: z.string().nullable(),
  idp_sso_url: z.string().nullable(),
  idp_certificate: z.string().nullable(),
  /** OpenID Connect: the redirect URL to register with the provider. */
  redirect_url: z.string(),
  /** SAML: the service provider's entity id, its AssertionConsumerService and metadata URLs. */
  sp_entity_id: z.string(),
  acs_url: z.string(),
  metadata_url: z.string(),
  updated_at: timestamp.nullable(),
});
export type SsoSettings = z.infer<typeof ssoSettings>;

/** The URLs a firm gives its identity provider: the same whether single sign-on is set up or not. */
type SsoProviderUrls = Pick<SsoSettings, 'redirect_url' | 'sp_entity_id' | 'acs_url' | 'metadata_url'>;

/** The rest of `ssoSettings` for a firm without single sign-on (what GET answers once nothing is stored). */
export function unconfiguredSsoSettings(): Omit<SsoSettings, keyof SsoProviderUrls> {
  return {
    configured: false,
    protocol: null,
    domains: [],
    default_role: 'viewer',
    enforce: false,
    issuer: null,
    client_id: null,
    client_secret_set: false,
    idp_entity_id: null,
    idp_sso_url: null,
    idp_certificate: null,
    updated_at: null,
  };
}

const ssoCommon = {
  domains: z.array(z.string().min(1).max(253)).min(1).max(SSO_DOMAINS_MAX),
  default_role: z.enum(ROLES).default('viewer'),
  enforce: z.boolean().default(false),
};

/**
 * `PUT /organizations/current/sso`: replaces the firm's single sign-on. A `client_secret` left out
 * keeps the stored one (there must be one). A domain another firm claims is 409.
 */
export const putSsoSettingsBody = z.discriminatedUnion('protocol', [
  z.object({
    protocol: z.literal('oidc'),
    ...ssoCommon,
    issuer: httpsOrHttpUrl,
    client_id: z.string().trim().min(1).max(500),
    client_secret: z.string().min(1).max(2_000).optional(),
  }),
  z.object({
    protocol: z.literal('saml'),
    ...ssoCommon,
    idp_entity_id: z.string().trim().min(1).max(2_000),
    idp_sso_url: httpsOrHttpUrl,
    idp_certificate: z.string().trim().min(1).max(20_000),
  }),
]);
export type PutSsoSettingsBody = z.infer<typeof putSsoSettingsBody>;

/** `GET /auth/sso/lookup?email=`: whether the address's domain signs in with single sign-on. */
export const ssoLookupQuery = z.object({ email: z.string().max(320) });
export const ssoLookupResponse = z.object({
  sso: z.boolean(),
  /** The firm enforces it: the password field is not offered. */
  enforced: z.boolean(),
});
export type SsoLookupResponse = z.infer<typeof ssoLookupResponse>;

/** `GET /auth/sso/start?email=`: a redirect to the identity provider. */
export const ssoStartQuery = z.object({ email: z.string().max(320) });

/** `GET /api/audit` and `/api/audit/export`: the filters (all optional). */
export const auditFilters = z.object({
  /** An exact action, or a prefix ending in ".*" ("auth.*"). */
  action: z.string().max(200).optional(),
  actor_id: z.uuid().optional(),
  target_type: z.string().max(200).optional(),
  target_id: z.string().max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});

/** `GET /api/audit`: the filters and keyset paging (`before` is the `next_before` of the last page). */
export const auditQuery = auditFilters.extend({
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_LIMIT_MAX).optional(),
  before: z.coerce.number().int().min(1).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditExportQuery = auditFilters.extend({ format: z.enum(['csv', 'json']).default('csv') });

/** One audit row. `actor` is null for an act of no user (a failed sign-in for an unknown address). */
export const auditItem = z.object({
  id: z.number().int(),
  at: timestamp,
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditItem = z.infer<typeof auditItem>;

export const auditPage = z.object({ items: z.array(auditItem), next_before: z.number().int().nullable() });
export type AuditPage = z.infer<typeof auditPage>;

/**
 * The answer of the sign-in routes a browser follows (start, callback, ACS, Test sign-in): a
 * redirect, to the identity provider (302) or back to the app (303): /auth/login?sso=complete, or
 * /auth/login?sso_error={code}, or for a Test sign-in /settings/users?sso_test={ok|code}.
 */
const ssoRedirect = z.undefined().describe('A redirect: to the identity provider, or back to the app');
export const ssoRedirectResponses = { 302: ssoRedirect, 303: ssoRedirect } as const;
