import { errorBody, healthOk } from '@lexdraft/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { isDatabaseReachable } from '../../db/client.js';

/** GET /healthz: 200 when the database answers, 503 otherwise (for load balancers and uptime checks). */
export const healthRoutes =
  (pool: pg.Pool): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/healthz',
      {
        logLevel: 'warn',
        config: { access: 'public' },
        schema: { response: { 200: healthOk, 503: errorBody } },
      },
      async (_request, reply) => {
        if (await isDatabaseReachable(pool)) return { status: 'ok' as const };
        return reply.code(503).send({ detail: 'Database unreachable' });
      },
    );
  };
