import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.js';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts failed sign-ins per account and per address (in Redis when REDIS_URL is set, so that
 * every instance sees the same counts) and refuses further attempts once either count is full.
 * Successful sign-ins are not counted.
 */
export function loginThrottle(app: FastifyInstance, accountOf: (request: FastifyRequest) => string) {
  const limiters = [
    app.createRateLimit({
      max: 30,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `login-address:${request.ip}`,
    }),
    app.createRateLimit({
      max: 10,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `login-account:${accountOf(request)}`,
    }),
  ];

  return {
    /** Refuses with 429 and Retry-After while the address or the account has used up its attempts. */
    async assertAllowed(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      for (const limiter of limiters) {
        const state = await limiter(request, { increment: false });
        if (!state.isAllowed && state.remaining === 0) {
          const seconds = Math.max(1, state.ttlInSeconds || Math.ceil(state.timeWindow / 1000));
          reply.header('Retry-After', String(seconds));
          throw new HttpError(429, `Too many sign-in attempts. Try again in ${seconds} seconds.`);
        }
      }
    },
    async recordFailure(request: FastifyRequest): Promise<void> {
      for (const limiter of limiters) await limiter(request);
    },
  };
}
