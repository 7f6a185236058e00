import { errorResponses, loginBody, loginResponse, noContent, refreshResponse } from '@lexdraft/contract';
import { BACKGROUND_REQUEST_HEADER, isBackgroundRequest, SSO_ENFORCED_MESSAGE } from '@lexdraft/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { HttpError } from '../../lib/errors.js';
import { requestMeta } from '../../lib/request-meta.js';
import { normalizeEmail, unsafeFindUserByEmail } from '../../lib/user-email.js';
import { verifyAccessToken } from './access-token.js';
import { memoryCounters, redisCounters } from './attempt-counters.js';
import { type CredentialCheck, checkCredentials } from './credentials.js';
import { refuseCrossSite } from './cross-site.js';
import { loginThrottle, tooManyAttemptsMessage } from './login-throttle.js';
import { refreshSuccessorKey } from './refresh-successor.js';
import { revokeSession, rotateSession, sessionOfRefreshToken, unsafeFindSessionOwner } from './sessions.js';
import { accessTokenFor, beginSignedInSession, REFRESH_COOKIE, refreshCookie } from './signed-in-session.js';
import { unsafeEnforcedSsoForEmail } from './sso-config.js';
import { presentUser } from './user-presenter.js';

export const WRONG_CREDENTIALS = 'Incorrect email or password';
export const DEACTIVATED = "This account has been deactivated. Ask your firm's administrator.";
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const SESSION_IDLE_EXPIRED = 'Session expired after 30 minutes of inactivity. Please sign in again.';

export type AuthRouteDeps = {
  db: Db;
  config: Config;
  key: Uint8Array;
  /** The app's Redis connection when REDIS_URL is set: the throttle's counts are shared there. */
  redis?: Redis;
};

/** POST /auth/login, /auth/refresh and /auth/logout. */
export async function authRoutes(app: FastifyInstance, { db, config, key, redis }: AuthRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const sameSite = refuseCrossSite(config.publicUrl);
  const successorKey = refreshSuccessorKey(config.jwtSecret);
  const refreshCookies = refreshCookie(config.publicUrl);

  // Counts live in Redis when several instances share it, else in this process.
  const throttle = loginThrottle(redis ? redisCounters(redis) : memoryCounters());

  routes.post(
    '/auth/login',
    {
      config: { access: 'public' },
      onRequest: sameSite,
      schema: { body: loginBody, response: { 200: loginResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const meta = requestMeta(request);
      const permit = await throttle.begin(normalizeEmail(request.body.username), request.ip);
      if (!permit.allowed) {
        reply.header('Retry-After', String(permit.retryAfterSeconds));
        throw new HttpError(429, tooManyAttemptsMessage(permit.retryAfterSeconds));
      }
      let result: CredentialCheck;
      try {
        // Before the password is looked at: the refusal depends on the address's domain alone.
        const enforced = await unsafeEnforcedSsoForEmail(db, request.body.username);
        if (enforced) {
          // Counted as a failure, so that the throttle still bounds these attempts and their audit rows.
          await permit.settle('failure');
          const user = await unsafeFindUserByEmail(db, request.body.username);
          await writeAudit(db, meta, {
            orgId: enforced.orgId,
            userId: user?.orgId === enforced.orgId ? user.id : null,
            action: 'auth.login_failed',
            details: { reason: 'sso_enforced', email: normalizeEmail(request.body.username) },
          });
          throw new HttpError(403, SSO_ENFORCED_MESSAGE);
        }
        result = await checkCredentials(db, request.body.username, request.body.password);
      } catch (error) {
        await permit.settle('error');
        throw error;
      }
      await permit.settle(result.ok ? 'success' : 'failure');
      if (!result.ok) {
        await writeAudit(db, meta, {
          orgId: result.user?.orgId ?? null,
          userId: result.user?.id ?? null,
          action: 'auth.login_failed',
          details: { reason: result.reason, email: normalizeEmail(request.body.username) },
        });
        if (result.reason === 'inactive') throw new HttpError(403, DEACTIVATED);
        throw new HttpError(401, WRONG_CREDENTIALS);
      }
      const { user } = result;
      const refresh = await beginSignedInSession(db, user, meta, { action: 'auth.login' });
      const accessToken = await accessTokenFor(user, refresh.sessionId, key);
      refreshCookies.set(reply, refresh.token);
      return { access_token: accessToken, token_type: 'bearer' as const };
    },
  );

  routes.post(
    '/auth/refresh',
    {
      config: { access: 'public' },
      onRequest: sameSite,
      schema: { response: { 200: refreshResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      // Extend Session and the retry of the user's own request count as activity; a refresh the
      // app makes on its own says so, and leaves the session's idle time running.
      const userActive = !isBackgroundRequest(request.headers[BACKGROUND_REQUEST_HEADER.toLowerCase()]);
      const rotated = token
        ? await rotateSession(db, token, requestMeta(request), { key: successorKey, userActive })
        : undefined;
      const user = rotated?.ok ? await unsafeFindSessionOwner(db, rotated.userId) : undefined;
      if (!rotated?.ok || !user?.isActive) {
        refreshCookies.clear(reply);
        throw new HttpError(
          401,
          rotated?.ok === false && rotated.reason === 'idle' ? SESSION_IDLE_EXPIRED : SESSION_EXPIRED,
        );
      }
      const accessToken = await accessTokenFor(user, rotated.refresh.sessionId, key);
      refreshCookies.set(reply, rotated.refresh.token);
      return { access_token: accessToken, user: presentUser(user) };
    },
  );

  routes.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      onRequest: sameSite,
      schema: { response: { 204: noContent, ...errorResponses } },
    },
    async (request, reply) => {
      // Whichever credential the caller still has names the session to end.
      const cookie = request.cookies[REFRESH_COOKIE];
      const bearer = request.headers.authorization?.replace(/^Bearer\s+/i, '');
      const claims = bearer ? await verifyAccessToken(bearer, key) : undefined;
      const sessionId = claims?.sessionId ?? (cookie ? await sessionOfRefreshToken(db, cookie) : undefined);
      if (sessionId) {
        await revokeSession(db, sessionId);
        if (claims)
          await writeAudit(db, requestMeta(request), {
            orgId: claims.orgId,
            userId: claims.userId,
            action: 'auth.logout',
          });
      }
      refreshCookies.clear(reply);
      return reply.code(204).send();
    },
  );
}
