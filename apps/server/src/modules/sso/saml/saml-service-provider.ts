import type { CacheProvider, SAML } from '@node-saml/node-saml';
import type { SsoConfig } from '../../auth/sso-config.js';
import { SSO_ATTEMPT_LIFETIME_MS } from '../sso-attempts.js';
import { ssoUrls } from '../sso-urls.js';

// The firm's SAML service provider, built by @node-saml/node-saml from its settings: LexDraft is
// the service provider (entity id = the firm's metadata URL), the firm's identity provider signs.

/** How far the identity provider's clock may be from ours when NotBefore/NotOnOrAfter are checked. */
export const SAML_CLOCK_SKEW_MS = 60_000;

/** Identity providers name the signed-in user by email address (Entra ID, Google, Okta). */
export const SAML_NAME_ID_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/** What a firm's SAML settings hold once they are complete. */
export type SamlIdp = { entityId: string; ssoUrl: string; certificate: string };

/** The identity provider of the firm's settings, or undefined when they are not SAML or incomplete. */
export function samlIdpOf(config: SsoConfig): SamlIdp | undefined {
  if (config.protocol !== 'saml') return undefined;
  const { idpEntityId, idpSsoUrl, idpCertificate } = config;
  if (!idpEntityId || !idpSsoUrl || !idpCertificate) return undefined;
  return { entityId: idpEntityId, ssoUrl: idpSsoUrl, certificate: idpCertificate };
}

/**
 * node-saml with its XML stack takes a fifth of a second to load: loaded at the first SAML request,
 * so that the app's start (and each test that builds the app) does not pay it.
 */
export const loadNodeSaml = () => import('@node-saml/node-saml');

/**
 * The node-saml service provider of a firm. `requestIds` is where the ids of AuthnRequests live:
 * the sign-in attempt (sso-attempts.ts) keeps the one sent, and the answer's InResponseTo must be it.
 */
export async function samlServiceProvider(
  { orgId, publicUrl, idp }: { orgId: string; publicUrl: string; idp: SamlIdp },
  requestIds: CacheProvider,
): Promise<SAML> {
  const { SAML, ValidateInResponseTo } = await loadNodeSaml();
  const urls = ssoUrls(publicUrl, orgId);
  return new SAML({
    issuer: urls.spEntityId,
    audience: urls.spEntityId,
    callbackUrl: urls.acsUrl,
    entryPoint: idp.ssoUrl,
    idpCert: idp.certificate,
    // The assertion must carry the signature of the firm's certificate; the response may as well.
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    signatureAlgorithm: 'sha256',
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SSO_ATTEMPT_LIFETIME_MS,
    cacheProvider: requestIds,
    identifierFormat: SAML_NAME_ID_FORMAT,
    // Leave the way the user proves who they are (password, MFA, passkey) to the provider.
    disableRequestedAuthnContext: true,
  });
}
