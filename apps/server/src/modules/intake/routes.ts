import {
  createIntakeBody,
  errorBody,
  errorResponses,
  intakeRequest,
  intakeRequestList,
} from '@lexdraft/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../auth/guard.js';
import type { IntakeDeps } from './deps.js';
import { cancelIntakeRequest } from './sender/cancel.js';
import { createIntakeRequest } from './sender/create.js';
import { listIntakeRequests } from './sender/list.js';
import { resendIntakeRequest } from './sender/resend.js';

// The firm's side of client intake (docs/interview-api.md, "Client intake"): a document's requests.

export type IntakeRoutesOptions = Omit<IntakeDeps, 'now'> & { now?: () => number };

const documentParams = z.object({ id: z.uuid({ message: 'must be a document id' }) });
const requestParams = documentParams.extend({ rid: z.uuid({ message: 'must be a request id' }) });

const read = { access: 'docs:read' } as const;
// Asking a client, cancelling and resending are the roles that may write documents.
const write = { access: 'docs:write' } as const;

export async function intakeRoutes(
  app: FastifyInstance,
  { now = Date.now, ...options }: IntakeRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps: IntakeDeps = { ...options, now };

  routes.post(
    '/docs/documents/:id/intake',
    {
      config: write,
      schema: {
        params: documentParams,
        body: createIntakeBody,
        response: { 201: intakeRequest, 503: errorBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await createIntakeRequest(
        deps,
        serviceContext(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  routes.get(
    '/docs/documents/:id/intake',
    {
      config: read,
      schema: { params: documentParams, response: { 200: intakeRequestList, ...errorResponses } },
    },
    (request) => listIntakeRequests(deps, serviceContext(request), request.params.id),
  );

  routes.post(
    '/docs/documents/:id/intake/:rid/cancel',
    { config: write, schema: { params: requestParams, response: { 200: intakeRequest, ...errorResponses } } },
    (request) => cancelIntakeRequest(deps, serviceContext(request), request.params.id, request.params.rid),
  );

  routes.post(
    '/docs/documents/:id/intake/:rid/resend',
    {
      config: write,
      schema: { params: requestParams, response: { 200: intakeRequest, 503: errorBody, ...errorResponses } },
    },
    (request) => resendIntakeRequest(deps, serviceContext(request), request.params.id, request.params.rid),
  );
}
