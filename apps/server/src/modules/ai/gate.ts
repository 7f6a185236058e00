import { AI_DISABLED_DETAIL } from '@lexdraft/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import { signedInUser } from '../auth/guard.js';

/** AI requests one user may make per minute, across the AI routes (a provider call costs money). */
export const AI_REQUESTS_PER_MINUTE = 20;

const WINDOW_MS = 60_000;

/** The firm's switch (PATCH /organizations/current): true unless an admin turned AI off. */
export async function aiEnabledFor(db: Db, orgId: string): Promise<boolean> {
  const [org] = await db
    .select({ aiEnabled: organizations.aiEnabled })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return org?.aiEnabled ?? false;
}

/** A preHandler refusing every AI request of a firm that turned AI off. */
export function requireAiEnabled(db: Db) {
  return async (request: FastifyRequest) => {
    if (!(await aiEnabledFor(db, signedInUser(request).orgId))) throw new HttpError(403, AI_DISABLED_DETAIL);
  };
}

/**
 * One count per user shared by every AI route (one limiter, one store; a route-level
 * `config.rateLimit` would count each route apart), in Redis when REDIS_URL is set. Runs as a
 * preHandler, after the guard has named the user.
 */
export function aiRateLimit(app: FastifyInstance) {
  return app.rateLimit({
    max: AI_REQUESTS_PER_MINUTE,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `ai:${signedInUser(request).id}`,
    errorResponseBuilder: () => new HttpError(429, 'Too many AI requests; wait a minute before asking again'),
  });
}
