import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { isDatabaseReachable } from '../../db/client.js';

/** GET /healthz: 200 when the database answers, 503 otherwise (for load balancers and uptime checks). */
export const healthRoutes =
  (pool: pg.Pool): FastifyPluginAsync =>
  async (app) => {
    app.get('/healthz', { logLevel: 'warn', config: { access: 'public' } }, async (_request, reply) => {
      if (await isDatabaseReachable(pool)) return { status: 'ok' };
      return reply.code(503).send({ detail: 'Database unreachable' });
    });
  };
