import {
  documentIdParams,
  errorResponses,
  type SettleSuggestionsBody,
  savedDocumentResponse,
  settleSuggestionsBody,
  suggestionList,
  suggestionParams,
} from '@lexdraft/contract';
import { listSuggestions } from '@lexdraft/editor-schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { serviceContext as context } from '../auth/guard.js';
import { versionIfMatch } from '../documents/etag.js';
import { baseVersionOf } from '../documents/service.js';
import type { SignatureLock } from '../documents/signature-lock.js';
import { readCurrentDocument } from './current-document.js';
import { type SettleRequest, settleDocumentSuggestions } from './settle.js';

const read = { access: 'docs:read' } as const;
// Settling changes the text: the roles that may save a document (spec section 6).
const write = { access: 'docs:write' } as const;

/** The version the caller's editor holds, from the body or If-Match, as a document save reads it. */
const baseOf = (request: { body: SettleSuggestionsBody; headers: FastifyRequest['headers'] }) =>
  baseVersionOf(request.body ?? {}, versionIfMatch(request.headers['if-match']));

/** A document's pending suggestions, and accepting or rejecting them (docs/negotiation.md). */
export async function suggestionRoutes(
  app: FastifyInstance,
  { db, signatureLock }: { db: Db; signatureLock: SignatureLock },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const settle = async (request: FastifyRequest, reply: FastifyReply, settling: SettleRequest) => {
    const saved = await settleDocumentSuggestions(db, context(request), settling, signatureLock);
    // As a save answers: the version for the next If-Match (documents/etag.ts).
    reply.header('ETag', `"${saved.current_version}"`);
    return saved;
  };

  routes.get(
    '/docs/documents/:id/suggestions',
    {
      config: read,
      schema: { params: documentIdParams, response: { 200: suggestionList, ...errorResponses } },
    },
    async (request) => {
      const { doc } = await readCurrentDocument(db, context(request), request.params.id);
      return doc ? listSuggestions(doc) : [];
    },
  );

  for (const action of ['accept', 'reject'] as const) {
    routes.post(
      `/docs/documents/:id/suggestions/:sid/${action}`,
      {
        config: write,
        schema: {
          params: suggestionParams,
          body: settleSuggestionsBody,
          response: { 200: savedDocumentResponse, ...errorResponses },
        },
      },
      (request, reply) =>
        settle(request, reply, {
          documentId: request.params.id,
          action,
          suggestionId: request.params.sid,
          baseVersion: baseOf(request),
        }),
    );

    routes.post(
      `/docs/documents/:id/suggestions/${action}-all`,
      {
        config: write,
        schema: {
          params: documentIdParams,
          body: settleSuggestionsBody,
          response: { 200: savedDocumentResponse, ...errorResponses },
        },
      },
      (request, reply) =>
        settle(request, reply, { documentId: request.params.id, action, baseVersion: baseOf(request) }),
    );
  }
}
