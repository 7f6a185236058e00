import { errorResponses, ssoRedirectResponses } from '@lexdraft/contract';
import type { SsoErrorCode } from '@lexdraft/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { HttpError } from '../../../lib/errors.js';
import { loadSsoConfig } from '../../auth/sso-config.js';
import { failSsoSignIn, finishSsoSignIn } from '../finish-sign-in.js';
import { takeSsoAttempt } from '../sso-attempts.js';
import { startedInThisBrowser } from '../sso-state-cookie.js';
import { ssoUrls } from '../sso-urls.js';
import { recordSamlAssertion } from './saml-replay.js';
import { verifySamlResponse } from './saml-response.js';
import { loadNodeSaml, SAML_NAME_ID_FORMAT, samlIdpOf } from './saml-service-provider.js';

// The identity provider's side of SAML (docs/sso-saml.md): the AssertionConsumerService it posts
// its answer to, and the metadata that tells it where that is.

const acsBody = z.object({
  SAMLResponse: z.string().max(1_000_000).optional(),
  RelayState: z.string().max(2_000).optional(),
});
const metadataQuery = z.object({ org: z.string().max(200).optional() });
const samlMetadataXml = z.string().describe('The SAML 2.0 metadata of the service provider (XML)');

const NO_SAML = 'This organization has no SAML single sign-on.';

/** POST /auth/saml/acs and GET /auth/saml/metadata: public, as identity providers call them. */
export async function samlRoutes(app: FastifyInstance, deps: { db: Db; publicUrl: string }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limit = app.rateLimit({ max: 60, timeWindow: '1 minute', groupId: 'saml-acs' });

  // The browser posts here from the identity provider's page, a cross-site POST by design: the
  // cross-site check of the other sign-in forms does not apply. What protects it is the signed
  // assertion, answering the single-use attempt its RelayState names, posted by the browser that
  // started that attempt (its saml_state cookie).
  routes.post(
    '/auth/saml/acs',
    {
      config: { access: 'public' },
      preHandler: limit,
      schema: { body: acsBody, response: { ...ssoRedirectResponses, ...errorResponses } },
    },
    async (request, reply) => {
      const { SAMLResponse: samlResponse, RelayState: state } = request.body;
      const startedHere = startedInThisBrowser(request, reply, 'saml', deps.publicUrl, state);
      const attempt = state ? await takeSsoAttempt(deps.db, state, 'saml') : undefined;
      if (!attempt)
        return failSsoSignIn(deps, request, reply, { code: 'expired', reason: 'Unknown or used RelayState' });
      const fail = (code: SsoErrorCode, reason: string) =>
        failSsoSignIn(deps, request, reply, { code, orgId: attempt.orgId, test: attempt.test, reason });
      // Taken all the same, so that the answer cannot be tried again from the right browser either.
      if (!startedHere) return fail('expired', 'The sign-in was started in another browser');
      const config = await loadSsoConfig(deps.db, attempt.orgId);
      const idp = config && samlIdpOf(config);
      if (!config || !idp) return fail('not_configured', 'SAML is no longer set up');
      if (!samlResponse) return fail('invalid_response', 'No SAMLResponse');
      const verified = await verifySamlResponse({ samlResponse, attempt, publicUrl: deps.publicUrl, idp });
      if (!verified.ok) return fail(verified.code, verified.reason);
      const fresh = await recordSamlAssertion(deps.db, {
        orgId: attempt.orgId,
        assertionId: verified.assertionId,
        expiresAt: verified.expiresAt,
      });
      if (!fresh) return fail('invalid_response', 'Assertion already used (replay)');
      return finishSsoSignIn(deps, request, reply, { config, attempt, identity: verified.identity });
    },
  );

  routes.get(
    '/auth/saml/metadata',
    {
      config: { access: 'public' },
      schema: { querystring: metadataQuery, response: { 200: samlMetadataXml, ...errorResponses } },
    },
    async (request, reply) => {
      const orgId = request.query.org;
      if (!orgId || !z.uuid().safeParse(orgId).success) throw new HttpError(404, NO_SAML);
      const config = await loadSsoConfig(deps.db, orgId);
      if (config?.protocol !== 'saml') throw new HttpError(404, NO_SAML);
      const urls = ssoUrls(deps.publicUrl, orgId);
      const { generateServiceProviderMetadata } = await loadNodeSaml();
      const metadata = generateServiceProviderMetadata({
        issuer: urls.spEntityId,
        callbackUrl: urls.acsUrl,
        identifierFormat: SAML_NAME_ID_FORMAT,
        wantAssertionsSigned: true,
      });
      return reply.type('application/samlmetadata+xml; charset=utf-8').send(metadata);
    },
  );
}
