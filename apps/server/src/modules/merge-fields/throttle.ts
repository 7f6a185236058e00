import { FIELD_VALUE_SAVES_PER_MINUTE } from '@lexdraft/core';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/errors.js';
import { signedInUser } from '../auth/guard.js';

const WINDOW_MS = 60_000;

/**
 * One limit shared by the three value saves of a document (merge-field, smart-field and custom
 * values), per user and document, counted in Redis when REDIS_URL is set. It is one limiter, so one
 * store: route-level `config.rateLimit` would give each route a count of its own. It runs as a
 * preHandler, after the guard (onRequest) has named the user and the id has been validated.
 */
export function fieldValueSaveThrottle(app: FastifyInstance) {
  return app.rateLimit({
    max: FIELD_VALUE_SAVES_PER_MINUTE,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) =>
      `field-values:${signedInUser(request).id}:${(request.params as { id: string }).id}`,
    // The web app reads `detail` and shows its own advice beside it (spec section 8).
    errorResponseBuilder: () => new HttpError(429, 'Too Many Requests'),
  });
}
