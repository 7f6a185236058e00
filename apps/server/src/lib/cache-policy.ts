import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-paths.js';

// An API answer belongs to its caller: no shared cache (a proxy, a CDN) may keep it, and a browser
// asks again before reusing one, which a document's ETag turns into a 304. Answers that sign in,
// carry a token or show the caller's own account are not kept anywhere. A route that sets its own
// Cache-Control (images: private, max-age=86400) keeps it.

/** Revalidate before every reuse, in the browser's cache only. */
export const REVALIDATE = 'private, no-cache';
/** Never written to any cache. */
export const NO_STORE = 'no-store';

/** Paths whose answers hold credentials or secrets: sign-in and tokens, the caller's account, invitations, mail. */
const NO_STORE_PREFIXES = ['/auth', '/users/me', '/users/invitations', '/organizations/current/outbox'];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The Cache-Control an API answer at `url` gets when its route sets none; undefined off the API. */
export function cachePolicyFor(url: string): string | undefined {
  const path = url.split('?', 1)[0]!;
  if (NO_STORE_PREFIXES.some((prefix) => under(path, prefix))) return NO_STORE;
  return isApiPath(path) ? REVALIDATE : undefined;
}

/** Gives every API answer, errors and 404s included, its Cache-Control unless its route chose one. */
export function registerCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) {
      const policy = cachePolicyFor(request.url);
      if (policy) reply.header('Cache-Control', policy);
    }
    return payload;
  });
}
