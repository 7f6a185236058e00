import { answerErrorsBody, errorResponses, intakeAnswersBody, publicIntake } from '@lexdraft/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors.js';
import { requestMeta } from '../../lib/request-meta.js';
import { hashToken } from '../../lib/tokens.js';
import { readIntake } from './client/read.js';
import { saveIntakeAnswers } from './client/save.js';
import { AnswersRefused, submitIntake } from './client/submit.js';
import { handleAnswersReceived } from './jobs/answers-received.js';
import type { IntakeRoutesOptions } from './routes.js';

// The client's API (docs/interview-api.md, "Client intake"): public, under /api/intake/{token},
// the token being the whole credential, as signing links are. Rate-limited per address and link;
// answers are never cached and never send a Referer onwards.

/** Requests to one link from one address per minute. */
export const INTAKE_REQUESTS_PER_MINUTE = 60;
export const TOO_MANY_INTAKE_REQUESTS = 'Too many requests for this link. Wait a minute and try again.';

const INTAKE_PATHS = ['/intake/', '/api/intake/'];

/**
 * The intake page (/intake/{token}, served by the SPA) and its API carry the token in their
 * address: no Referer may take it elsewhere and no cache may keep them. Registered on the root app,
 * so that the SPA's fallback and every refusal get it too.
 */
export function registerIntakeHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?', 1)[0]!;
    if (INTAKE_PATHS.some((prefix) => path.startsWith(prefix))) {
      reply.header('Referrer-Policy', 'no-referrer');
      reply.header('Cache-Control', 'no-store');
      reply.header('X-Robots-Tag', 'noindex, nofollow');
    }
    return payload;
  });
}

// A 422 of the schema's own validation carries no `errors`: only a submit's answers do.
const submitRefused = answerErrorsBody.extend({ errors: answerErrorsBody.shape.errors.optional() });
const tokenParams = z.object({ token: z.string().min(1).max(200) });
const tokenOf = (request: FastifyRequest) => (request.params as { token: string }).token;

/** The client's routes, and the job that tells the sender their answers arrived. */
export async function intakePublicRoutes(
  app: FastifyInstance,
  { now = Date.now, ...options }: IntakeRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = { ...options, now };
  handleAnswersReceived(options.jobs, { ...options, log: app.log });

  // Keyed by the address and the token's hash, so that the store never holds a usable token.
  const limit = app.rateLimit({
    max: INTAKE_REQUESTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `intake:${request.ip}:${hashToken(tokenOf(request)).slice(0, 32)}`,
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_INTAKE_REQUESTS),
  });
  const open = { access: 'public' } as const;

  routes.get(
    '/api/intake/:token',
    {
      config: open,
      preHandler: limit,
      schema: { params: tokenParams, response: { 200: publicIntake, ...errorResponses } },
    },
    (request) => readIntake(deps, request.params.token, requestMeta(request)),
  );

  routes.put(
    '/api/intake/:token/answers',
    {
      config: open,
      preHandler: limit,
      schema: {
        params: tokenParams,
        body: intakeAnswersBody,
        response: { 200: publicIntake, ...errorResponses },
      },
    },
    (request) => saveIntakeAnswers(deps, request.params.token, request.body, requestMeta(request)),
  );

  routes.post(
    '/api/intake/:token/submit',
    {
      config: open,
      preHandler: limit,
      schema: {
        params: tokenParams,
        body: intakeAnswersBody,
        response: { 200: publicIntake, 422: submitRefused, ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        return await submitIntake(deps, request.params.token, request.body, requestMeta(request));
      } catch (error) {
        if (!(error instanceof AnswersRefused)) throw error;
        return reply.code(422).send({ detail: error.detail, errors: error.errors });
      }
    },
  );
}
