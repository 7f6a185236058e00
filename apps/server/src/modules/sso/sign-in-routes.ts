import { errorResponses, ssoRedirectResponses, ssoStartQuery } from '@lexdraft/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../auth/guard.js';
import { loadSsoConfig, type SsoConfig, unsafeSsoConfigForEmail } from '../auth/sso-config.js';
import { failSsoSignIn } from './finish-sign-in.js';
import { finishOidcSignIn, type OidcDeps, startOidcSignIn } from './oidc-sign-in.js';
import { startSamlSignIn } from './saml/saml-start.js';

/** The provider's answer on the redirect URL; anything else it adds is left to openid-client. */
const callbackQuery = z.object({
  state: z.string().max(1000).optional(),
  code: z.string().max(4000).optional(),
  error: z.string().max(1000).optional(),
});

/**
 * GET /auth/sso/start and /auth/sso/callback (public, rate-limited) and an admin's
 * GET /organizations/current/sso/test: single sign-on by OpenID Connect here, by SAML in saml/.
 */
export async function ssoSignInRoutes(app: FastifyInstance, deps: OidcDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Per address: enough for an office behind one address signing in at nine, not for a scan of domains.
  const limit = app.rateLimit({ max: 100, timeWindow: '15 minutes', groupId: 'sso-sign-in' });

  function start(reply: FastifyReply, config: SsoConfig, test: boolean, email?: string) {
    if (config.protocol === 'saml') return startSamlSignIn(deps, reply, config, { test });
    return startOidcSignIn(deps, reply, config, { test, ...(email ? { loginHint: email } : {}) });
  }

  routes.get(
    '/auth/sso/start',
    {
      config: { access: 'public' },
      preHandler: limit,
      schema: { querystring: ssoStartQuery, response: { ...ssoRedirectResponses, ...errorResponses } },
    },
    async (request, reply) => {
      const email = request.query.email.trim();
      const config = await unsafeSsoConfigForEmail(deps.db, email);
      // An address no firm claims goes to no provider (and leaves no audit row: it is nobody's).
      if (!config) return reply.redirect('/auth/login?sso_error=not_configured', 303);
      return start(reply, config, false, email);
    },
  );

  routes.get(
    '/organizations/current/sso/test',
    {
      // The Test sign-in button is a link: the browser sends the access-token cookie, not the header.
      config: { access: 'users:manage', cookieAuth: true },
      schema: { response: { ...ssoRedirectResponses, ...errorResponses } },
    },
    async (request, reply) => {
      const { orgId } = signedInUser(request);
      const config = await loadSsoConfig(deps.db, orgId);
      if (!config) return failSsoSignIn(deps, request, reply, { code: 'not_configured', orgId, test: true });
      return start(reply, config, true);
    },
  );

  routes.get(
    '/auth/sso/callback',
    {
      config: { access: 'public' },
      preHandler: limit,
      schema: { querystring: callbackQuery, response: { ...ssoRedirectResponses, ...errorResponses } },
    },
    async (request, reply) => finishOidcSignIn(deps, request, reply, request.query),
  );
}
