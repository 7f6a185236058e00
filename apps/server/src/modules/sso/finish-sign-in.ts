import type { SsoErrorCode } from '@lexdraft/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { requestMeta } from '../../lib/request-meta.js';
import { beginSignedInSession, refreshCookie } from '../auth/signed-in-session.js';
import type { SsoConfig } from '../auth/sso-config.js';
import type { SsoAttempt } from './sso-attempts.js';
import { identityRefusal, type SsoIdentity, ssoUser } from './sso-user.js';

/** Where a signed-in browser lands: the web page there takes up the session (POST /auth/refresh). */
export const SSO_COMPLETE_PATH = '/auth/login?sso=complete';
/** Where an admin's Test sign-in comes back to, with `sso_test=ok` or the error's code. */
export const SSO_TEST_RESULT_PATH = '/settings/users';

export type FinishDeps = { db: Db; publicUrl: string };

/** Sends the browser back to the sign-in page with the failure's code (and no session). */
export async function failSsoSignIn(
  { db }: FinishDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  failure: { code: SsoErrorCode; orgId?: string | null; test?: boolean; reason?: string },
) {
  await writeAudit(db, requestMeta(request), {
    orgId: failure.orgId ?? null,
    userId: null,
    action: 'auth.sso_failed',
    details: { code: failure.code, ...(failure.reason ? { reason: failure.reason.slice(0, 300) } : {}) },
  });
  if (failure.test)
    return reply.redirect(`${SSO_TEST_RESULT_PATH}?sso_test=${failure.code}#single-sign-on`, 303);
  return reply.redirect(`/auth/login?sso_error=${failure.code}`, 303);
}

/**
 * Ends a verified single sign-on: the user (matched or made just in time) gets the session a
 * password sign-in starts, with the audit row `auth.sso_login`, and lands on the app. A Test
 * sign-in starts no session and makes no user: it goes back to the settings with the outcome.
 */
export async function finishSsoSignIn(
  deps: FinishDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  { config, attempt, identity }: { config: SsoConfig; attempt: SsoAttempt; identity: SsoIdentity },
) {
  const meta = requestMeta(request);
  if (attempt.test) {
    const code = identityRefusal(config, identity);
    if (code) return failSsoSignIn(deps, request, reply, { code, orgId: config.orgId, test: true });
    await writeAudit(deps.db, meta, {
      orgId: config.orgId,
      userId: null,
      action: 'sso.test_succeeded',
      details: { protocol: config.protocol, email: identity.email },
    });
    return reply.redirect(`${SSO_TEST_RESULT_PATH}?sso_test=ok#single-sign-on`, 303);
  }
  const outcome = await ssoUser(deps.db, config, identity, meta);
  if (!outcome.ok) return failSsoSignIn(deps, request, reply, { code: outcome.code, orgId: config.orgId });
  const refresh = await beginSignedInSession(deps.db, outcome.user, meta, {
    action: 'auth.sso_login',
    details: { protocol: config.protocol, ...(outcome.created ? { created: true } : {}) },
  });
  refreshCookie(deps.publicUrl).set(reply, refresh.token);
  return reply.redirect(SSO_COMPLETE_PATH, 303);
}
