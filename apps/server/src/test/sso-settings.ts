import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Session } from './factories.js';
import { createSamlTestIdp } from './saml-test-idp.js';

// Single sign-on settings for tests that need a firm with it: a SAML configuration saved through
// the API (no network on save), with a test identity provider's certificate.

/** A domain no other test uses. */
export const uniqueDomain = (label = 'firm') => `${label}-${randomBytes(4).toString('hex')}.example`;

/** Saves a SAML single sign-on for the admin's firm through PUT /organizations/current/sso. */
export async function putSamlSettings(
  app: FastifyInstance,
  admin: Session,
  settings: { domains: string[]; enforce?: boolean },
) {
  const idp = createSamlTestIdp();
  const response = await app.inject({
    method: 'PUT',
    url: '/organizations/current/sso',
    headers: admin.headers,
    payload: {
      protocol: 'saml',
      domains: settings.domains,
      enforce: settings.enforce ?? false,
      idp_entity_id: idp.entityId,
      idp_sso_url: idp.ssoUrl,
      idp_certificate: idp.certificate,
    },
  });
  if (response.statusCode !== 200)
    throw new Error(`Saving single sign-on failed: ${response.statusCode} ${response.body}`);
  return response;
}
