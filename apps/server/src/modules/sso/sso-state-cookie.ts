import type { FastifyReply, FastifyRequest } from 'fastify';
import { SSO_ATTEMPT_LIFETIME_MS } from './sso-attempts.js';

// An attempt's `state` also goes to the browser that started it, in a cookie its answer must bring
// back: an answer carried to another browser (a login forgery: the attacker's own sign-in, to sign
// a victim in as the attacker) finds no matching cookie there.
//
// OpenID Connect comes back by a top-level GET redirect, which brings a Lax cookie. A SAML answer is
// a cross-site POST from the provider's page, which brings only a SameSite=None cookie, and browsers
// take that only with Secure: on a plain-HTTP install (development) it is Lax, so the provider must
// be on the same site there (docs/sso-saml.md).

const COOKIES = {
  oidc: { name: 'sso_state', path: '/auth/sso', crossSitePost: false },
  saml: { name: 'saml_state', path: '/auth/saml', crossSitePost: true },
} as const;

type Protocol = keyof typeof COOKIES;

function cookieOptions(protocol: Protocol, publicUrl: string) {
  const secure = publicUrl.startsWith('https://');
  return {
    httpOnly: true,
    secure,
    sameSite: COOKIES[protocol].crossSitePost && secure ? ('none' as const) : ('lax' as const),
    path: COOKIES[protocol].path,
  };
}

/** Gives the starting browser the attempt's state, for as long as the attempt lives. */
export function setSsoStateCookie(reply: FastifyReply, protocol: Protocol, publicUrl: string, state: string) {
  reply.setCookie(COOKIES[protocol].name, state, {
    ...cookieOptions(protocol, publicUrl),
    maxAge: SSO_ATTEMPT_LIFETIME_MS / 1000,
  });
}

/** True when the answering browser holds this state: the one that started. Clears the cookie either way. */
export function startedInThisBrowser(
  request: FastifyRequest,
  reply: FastifyReply,
  protocol: Protocol,
  publicUrl: string,
  state: string | undefined,
): boolean {
  reply.clearCookie(COOKIES[protocol].name, cookieOptions(protocol, publicUrl));
  return state !== undefined && request.cookies[COOKIES[protocol].name] === state;
}
