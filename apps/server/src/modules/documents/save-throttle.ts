import { CONTENT_SAVE_WINDOW_MS, CONTENT_SAVES_PER_WINDOW } from '@lexdraft/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.js';
import { signedInUser } from '../auth/guard.js';

/** True for a document PUT or POST that carries content, the part that is sanitized and stored as a version. */
export function savesContent(body: unknown): boolean {
  const input = body as { content?: unknown; prosemirror_doc?: unknown } | undefined;
  return input?.content !== undefined || input?.prosemirror_doc !== undefined;
}

/**
 * Content saves per user, across documents, counted in Redis when REDIS_URL is set: a burst of
 * CONTENT_SAVES_PER_WINDOW, then 429 with Retry-After. Creating a document with content counts
 * too. A PUT without content (a rename, the draft flag, links, metadata) and a POST without it
 * write no version and are not counted. Value saves have a limit of their
 * own (merge-fields/throttle.ts). Runs as a preHandler: the guard has named the user and the body
 * is validated.
 */
export function contentSaveThrottle(app: FastifyInstance) {
  return app.rateLimit({
    max: CONTENT_SAVES_PER_WINDOW,
    timeWindow: CONTENT_SAVE_WINDOW_MS,
    keyGenerator: (request) => `content-saves:${signedInUser(request).id}`,
    allowList: (request: FastifyRequest) => !savesContent(request.body),
    // The web app reads `detail`, as for the value-save limit (spec section 8).
    errorResponseBuilder: () => new HttpError(429, 'Too Many Requests'),
  });
}
