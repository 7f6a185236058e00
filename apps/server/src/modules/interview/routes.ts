import {
  answerErrorsBody,
  documentIdParams,
  documentInterviewResponse,
  documentRecord,
  errorResponses,
  interviewResponse,
  interviewSubmitBody,
  templateIdParams,
} from '@lexdraft/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { serviceContext as context } from '../auth/guard.js';
import { findInterviewTemplate, loadDocumentInterview, loadInterview } from './load-interview.js';
import { AnswerErrorsError, submitInterview } from './submit.js';

const read = { access: 'docs:read' } as const;
const write = { access: 'docs:write' } as const;

/** A template's questionnaire and the document its answers make (issue 32; docs/interview-api.md). */
export async function interviewRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/docs/templates/:id/interview',
    {
      config: read,
      schema: { params: templateIdParams, response: { 200: interviewResponse, ...errorResponses } },
    },
    async (request) => {
      const ctx = context(request);
      const template = await findInterviewTemplate(db, ctx, request.params.id);
      return { questions: await loadInterview(db, ctx, template) };
    },
  );

  routes.get(
    '/docs/documents/:id/interview',
    {
      config: read,
      schema: { params: documentIdParams, response: { 200: documentInterviewResponse, ...errorResponses } },
    },
    async (request) => loadDocumentInterview(db, context(request), request.params.id),
  );

  routes.post(
    '/docs/templates/:id/interview',
    {
      config: write,
      schema: {
        params: templateIdParams,
        body: interviewSubmitBody,
        response: { 201: documentRecord, 422: answerErrorsBody.partial({ errors: true }), ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        return reply
          .code(201)
          .send(await submitInterview(db, context(request), request.params.id, request.body));
      } catch (error) {
        if (!(error instanceof AnswerErrorsError)) throw error;
        return reply.code(422).send({ detail: error.detail, errors: error.errors });
      }
    },
  );
}
