import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors.js';

/**
 * One place turns every failure into the `{"detail": ...}` body the client reads: our HttpError
 * as it is, validation failures as 422 with the fields named, Fastify's own 4xx as they are, and
 * anything else as a 500 that names only the request id found in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = error.validation.map((issue) => {
        const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const field = where || error.validationContext || 'request';
        return `${field}: ${issue.message}`;
      });
      return reply.code(422).send({ detail: `Invalid request: ${problems.join('; ')}` });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: error.message });
    }
    request.log.error({ err: error, reqId: request.id }, 'Unhandled error');
    return reply.code(500).send({ detail: `Internal server error (reference ${request.id})` });
  });
}
