import type { SsoErrorCode } from '@lexdraft/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { Db } from '../../db/client.js';
import { loadSsoConfig, type SsoConfig } from '../auth/sso-config.js';
import { failSsoSignIn, finishSsoSignIn } from './finish-sign-in.js';
import { discoverOidcIssuer } from './oidc-discovery.js';
import { secretBox } from './secret-box.js';
import { beginSsoAttempt, takeSsoAttempt } from './sso-attempts.js';
import { setSsoStateCookie, startedInThisBrowser } from './sso-state-cookie.js';
import { ssoUrls } from './sso-urls.js';
import type { SsoIdentity } from './sso-user.js';

// OpenID Connect sign-in, the authorization code flow with PKCE, by openid-client: the start sends
// the browser to the provider with a single-use `state` and `nonce` kept server-side; the callback
// takes that attempt back and lets openid-client check the code's answer (ID token signature,
// issuer, audience, expiry, nonce) before the shared finish matches or makes the user.

export type OidcDeps = { db: Db; publicUrl: string; jwtSecret: string };

const SCOPE = 'openid email profile';

class OidcSignInFailure extends Error {
  constructor(
    readonly code: SsoErrorCode,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** The provider's openid-client Configuration for the firm's settings, or a failure to report. */
async function providerOf(
  config: SsoConfig,
  { jwtSecret, publicUrl }: OidcDeps,
): Promise<client.Configuration> {
  const { issuer, clientId, clientSecretEncrypted } = config;
  if (!issuer || !clientId || !clientSecretEncrypted)
    throw new OidcSignInFailure('not_configured', 'OpenID Connect settings are incomplete');
  let clientSecret: string;
  try {
    clientSecret = secretBox(jwtSecret).open(clientSecretEncrypted);
  } catch {
    // The server's secret changed since the admin saved it: they must enter it again.
    throw new OidcSignInFailure('not_configured', 'The client secret cannot be read: save it again');
  }
  try {
    return await discoverOidcIssuer(issuer, clientId, clientSecret, { publicUrl });
  } catch (error) {
    throw new OidcSignInFailure('provider_unreachable', (error as Error).message);
  }
}

/**
 * Sends the browser to the firm's provider: a new attempt (PKCE verifier, nonce, `state`) and a
 * 302 to its authorization URL. `loginHint` is the address typed on the sign-in page.
 */
export async function startOidcSignIn(
  deps: OidcDeps,
  reply: FastifyReply,
  config: SsoConfig,
  { test, loginHint }: { test: boolean; loginHint?: string },
): Promise<FastifyReply> {
  let provider: client.Configuration;
  try {
    provider = await providerOf(config, deps);
  } catch (error) {
    if (!(error instanceof OidcSignInFailure)) throw error;
    return failSsoSignIn(deps, reply.request, reply, {
      code: error.code,
      orgId: config.orgId,
      test,
      reason: error.reason,
    });
  }
  const codeVerifier = client.randomPKCECodeVerifier();
  const nonce = client.randomNonce();
  const state = await beginSsoAttempt(deps.db, {
    orgId: config.orgId,
    protocol: 'oidc',
    codeVerifier,
    nonce,
    test,
  });
  const url = client.buildAuthorizationUrl(provider, {
    redirect_uri: ssoUrls(deps.publicUrl, config.orgId).redirectUrl,
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(loginHint ? { login_hint: loginHint } : {}),
  });
  setSsoStateCookie(reply, 'oidc', deps.publicUrl, state);
  return reply.redirect(url.href, 302);
}

type OidcCallbackQuery = { state?: string; code?: string; error?: string };

/** Providers send `email_verified` as a boolean; a few as the string "true". */
function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

function identityOf(claims: Record<string, unknown>): SsoIdentity | undefined {
  if (typeof claims.email !== 'string' || !claims.email) return undefined;
  const name =
    typeof claims.name === 'string'
      ? claims.name
      : [claims.given_name, claims.family_name].filter((part) => typeof part === 'string').join(' ');
  return { email: claims.email, emailVerified: isTrue(claims.email_verified), ...(name ? { name } : {}) };
}

/**
 * The code's exchange, checked by openid-client, and who signed in: the ID token's claims, or the
 * userinfo endpoint's when the ID token carries no email (providers that keep claims there).
 */
async function verifiedIdentity(
  provider: client.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<SsoIdentity> {
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(provider, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    throw failureOf(error);
  }
  const claims = tokens.claims();
  if (!claims) throw new OidcSignInFailure('invalid_response', 'No ID token');
  const fromIdToken = identityOf(claims);
  if (fromIdToken) return fromIdToken;
  try {
    const fromUserinfo = identityOf(await client.fetchUserInfo(provider, tokens.access_token, claims.sub));
    if (fromUserinfo) return fromUserinfo;
  } catch (error) {
    throw failureOf(error);
  }
  throw new OidcSignInFailure('invalid_response', 'The provider gave no email claim');
}

/** What went wrong in words for the audit row: openid-client's code and message, never a token. */
function failureOf(error: unknown): OidcSignInFailure {
  if (error instanceof OidcSignInFailure) return error;
  const { message, code, cause } = error as Error & { code?: string };
  // fetch's own TypeError: the provider's token or userinfo endpoint did not answer.
  if (error instanceof TypeError) return new OidcSignInFailure('provider_unreachable', message);
  // openid-client keeps oauth4webapi's more precise words (which claim failed) in the cause; these
  // are fixed texts, never a token or a claim's value.
  const detail = cause instanceof Error ? cause.message : message;
  return new OidcSignInFailure('invalid_response', [code, detail].filter(Boolean).join(': '));
}

/**
 * `GET /auth/sso/callback`: the attempt of this `state` (taken once), the provider's refusal if it
 * sent one, the code's verified exchange, then the shared finish (user, session, landing page).
 */
export async function finishOidcSignIn(
  deps: OidcDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  query: OidcCallbackQuery,
): Promise<FastifyReply> {
  const startedHere = startedInThisBrowser(request, reply, 'oidc', deps.publicUrl, query.state);
  const attempt = query.state ? await takeSsoAttempt(deps.db, query.state, 'oidc') : undefined;
  if (!attempt || !query.state || !attempt.codeVerifier || !attempt.nonce)
    return failSsoSignIn(deps, request, reply, {
      code: 'expired',
      reason: 'No sign-in under way for this state',
    });
  // Taken all the same, so that the code cannot be tried again from the right browser either.
  if (!startedHere)
    return failSsoSignIn(deps, request, reply, {
      code: 'expired',
      orgId: attempt.orgId,
      test: attempt.test,
      reason: 'The sign-in was started in another browser',
    });
  const failure = { orgId: attempt.orgId, test: attempt.test };
  if (query.error)
    return failSsoSignIn(deps, request, reply, { ...failure, code: 'denied', reason: query.error });
  const config = await loadSsoConfig(deps.db, attempt.orgId);
  if (config?.protocol !== 'oidc')
    return failSsoSignIn(deps, request, reply, {
      ...failure,
      code: 'not_configured',
      reason: 'OpenID Connect is no longer set up',
    });
  // The URL the provider redirected to, as openid-client wants it: the registered redirect URL
  // (the public address, not the one behind a proxy) with the answer's parameters.
  const callbackUrl = new URL(ssoUrls(deps.publicUrl, config.orgId).redirectUrl);
  callbackUrl.search = new URL(request.url, 'http://callback').search;
  let identity: SsoIdentity;
  try {
    const provider = await providerOf(config, deps);
    identity = await verifiedIdentity(provider, callbackUrl, {
      state: query.state,
      nonce: attempt.nonce,
      codeVerifier: attempt.codeVerifier,
    });
  } catch (error) {
    if (!(error instanceof OidcSignInFailure)) throw error;
    return failSsoSignIn(deps, request, reply, { ...failure, code: error.code, reason: error.reason });
  }
  return finishSsoSignIn(deps, request, reply, { config, attempt, identity });
}
