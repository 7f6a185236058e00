import { BACKGROUND_REQUEST_HEADER, hasPermission, isBackgroundRequest } from '@lexdraft/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { API_ONLY_PREFIXES } from '../../lib/api-paths.js';
import { HttpError } from '../../lib/errors.js';
import { requestMeta } from '../../lib/request-meta.js';
import { verifyAccessToken } from './access-token.js';
import type { AuthUser, ServiceContext } from './context.js';
import { sessionActivityRecorder } from './session-activity.js';
import { unsafeFindLiveSessionUser } from './sessions.js';

/**
 * Who may call a route, declared on every route: 'public', 'signed-in', or a permission such as
 * 'users:manage'. A route without it does not register, so none can be left open by mistake.
 */
export type Access = 'public' | 'signed-in' | `${string}:${string}`;

export type RouteAccess = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Also accept the access-token cookie: for GETs the browser makes without the app's header (images). */
    cookieAuth?: boolean;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every API route with who may call it, for the access tests that walk them all. */
    routeAccess: RouteAccess[];
  }
}

/** The cookie in which the web app keeps a copy of its access token (spec section 7). */
export const ACCESS_TOKEN_COOKIE = 'access_token';

export const NOT_SIGNED_IN = 'Not authenticated';
export const NOT_PERMITTED = 'You do not have permission to do this';

/** The caller of a route that requires sign-in; the guard has already refused everyone else. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new HttpError(401, NOT_SIGNED_IN);
  return request.auth;
}

/** The signed-in caller and where the request came from, as services take them. */
export function serviceContext(request: FastifyRequest): ServiceContext {
  return { user: signedInUser(request), meta: requestMeta(request) };
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

async function guardPlugin(app: FastifyInstance, options: { db: Db; key: Uint8Array }) {
  app.decorateRequest('auth', null);
  const table: RouteAccess[] = [];
  const recordActivity = sessionActivityRecorder(options.db);
  app.decorate('routeAccess', table);

  app.addHook('onRoute', (route) => {
    // Static files of the web app are public by nature; every API route must say.
    const isApi = [...API_ONLY_PREFIXES, '/auth'].some((prefix) => route.url.startsWith(prefix));
    if (!isApi || route.method === 'HEAD') return;
    if (!route.config?.access) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} does not declare who may call it (config.access)`,
      );
    }
    for (const method of [route.method].flat())
      table.push({ method, url: route.url, access: route.config.access });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const config = request.routeOptions.config;
    const token =
      bearerToken(request) ??
      (config.cookieAuth && request.method === 'GET' ? request.cookies[ACCESS_TOKEN_COOKIE] : undefined);
    const claims = token ? await verifyAccessToken(token, options.key) : undefined;
    if (!claims) throw new HttpError(401, NOT_SIGNED_IN);
    const user = await unsafeFindLiveSessionUser(
      options.db,
      claims.userId,
      claims.sessionId,
      claims.tokenVersion,
    );
    if (!user) throw new HttpError(401, NOT_SIGNED_IN);
    request.auth = { ...user, sessionId: claims.sessionId };
    // A call the app made on its own (the session check) is not the user's activity (issue 28).
    if (!isBackgroundRequest(request.headers[BACKGROUND_REQUEST_HEADER.toLowerCase()]))
      await recordActivity(claims.sessionId);
    if (access !== 'signed-in' && !hasPermission(user, access)) throw new HttpError(403, NOT_PERMITTED);
  });
}

export const authGuard = fp(guardPlugin, { name: 'auth-guard' });
