import type { CacheItem } from '@node-saml/node-saml';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../../db/client.js';
import { newToken } from '../../../lib/tokens.js';
import type { SsoConfig } from '../../auth/sso-config.js';
import { failSsoSignIn } from '../finish-sign-in.js';
import { beginSsoAttempt } from '../sso-attempts.js';
import { setSsoStateCookie } from '../sso-state-cookie.js';
import { samlIdpOf, samlServiceProvider } from './saml-service-provider.js';

/**
 * Sends the browser to the firm's identity provider with an AuthnRequest (HTTP-Redirect binding).
 * The RelayState is the attempt's single-use `state`, also in the browser's `saml_state` cookie;
 * the attempt keeps the request's id (its `nonce`), which the answer's InResponseTo must name.
 */
export async function startSamlSignIn(
  deps: { db: Db; publicUrl: string },
  reply: FastifyReply,
  config: SsoConfig,
  { test }: { test: boolean },
): Promise<FastifyReply> {
  const idp = samlIdpOf(config);
  if (!idp)
    return failSsoSignIn(deps, reply.request, reply, {
      code: 'not_configured',
      orgId: config.orgId,
      test,
      reason: 'SAML settings are incomplete',
    });
  let requestId: string | undefined;
  // node-saml hands the id of the request it builds to its cache; the attempt stores it below.
  const noteRequestId = {
    async saveAsync(key: string, value: string): Promise<CacheItem> {
      requestId = key;
      return { value, createdAt: Date.now() };
    },
    getAsync: async () => null,
    removeAsync: async () => null,
  };
  const state = newToken();
  let url: string;
  try {
    const provider = await samlServiceProvider(
      { orgId: config.orgId, publicUrl: deps.publicUrl, idp },
      noteRequestId,
    );
    url = await provider.getAuthorizeUrlAsync(state, undefined, {});
  } catch (error) {
    // A sign-in URL node-saml cannot use: the settings need fixing, not the user.
    return failSsoSignIn(deps, reply.request, reply, {
      code: 'not_configured',
      orgId: config.orgId,
      test,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  if (!requestId) throw new Error('node-saml built an AuthnRequest without noting its id');
  await beginSsoAttempt(deps.db, { orgId: config.orgId, protocol: 'saml', nonce: requestId, test, state });
  setSsoStateCookie(reply, 'saml', deps.publicUrl, state);
  return reply.redirect(url, 302);
}
