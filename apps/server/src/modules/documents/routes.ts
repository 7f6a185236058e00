import {
  blankDocumentBody,
  createDocumentBody,
  createdFromTemplate,
  createFromTemplateBody,
  documentIdParams,
  documentList,
  documentRecord,
  errorResponses,
  filterOptionsQuery,
  filterOptions as filterOptionsResponse,
  listDocumentsQuery,
  noContent,
  savedDocumentResponse,
  updateDocumentBody,
} from '@lexdraft/contract';
import { MAX_DOCUMENT_HTML_BYTES } from '@lexdraft/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { serviceContext } from '../auth/guard.js';
import { copyDocument } from './copy.js';
import { documentETag, matchesIfNoneMatch, versionIfMatch } from './etag.js';
import { filterOptions, listDocuments } from './list.js';
import { readDocumentJson } from './read.js';
import { contentSaveThrottle } from './save-throttle.js';
import {
  baseVersionOf,
  convertToTemplate,
  createDocument,
  createFromTemplate,
  deleteDocument,
  updateDocument,
} from './service.js';
import type { SignatureLock } from './signature-lock.js';

// JSON escaping can double the size of HTML (quotes, newlines), and a version carries values beside it.
const CONTENT_BODY_LIMIT = MAX_DOCUMENT_HTML_BYTES * 2 + 1024 * 1024;

const read = { access: 'docs:read' } as const;
const write = { access: 'docs:write' } as const;

/** The version a save's answer shows, so that a client can send it back in If-Match (etag.ts). */
function withETag<T extends { current_version: number }>(reply: FastifyReply, document: T): T {
  reply.header('ETag', `"${document.current_version}"`);
  return document;
}

/** The documents paths of spec section 7 (docs/documents-api.md). */
export async function documentRoutes(
  app: FastifyInstance,
  { db, signatureLock }: { db: Db; signatureLock: SignatureLock },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = serviceContext;
  const contentSaves = contentSaveThrottle(app);

  // The spec lists the path with and without its trailing slash.
  for (const path of ['/docs/documents', '/docs/documents/']) {
    routes.get(
      path,
      {
        config: read,
        schema: { querystring: listDocumentsQuery, response: { 200: documentList, ...errorResponses } },
      },
      (request) => listDocuments(db, context(request), request.query),
    );
  }

  routes.get(
    '/docs/documents/filter-options',
    {
      config: read,
      schema: {
        querystring: filterOptionsQuery,
        response: { 200: filterOptionsResponse, ...errorResponses },
      },
    },
    (request) => filterOptions(db, context(request), request.query),
  );

  routes.get(
    '/docs/documents/:id',
    {
      config: read,
      // The answer is JSON text spliced from PostgreSQL (read.ts): Fastify sends a string with a
      // JSON content type as it is, so this schema describes it without re-serializing megabytes.
      schema: {
        params: documentIdParams,
        response: { 200: documentRecord, 304: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { json, version, revision } = await readDocumentJson(db, context(request), request.params.id);
      const etag = documentETag(version, revision);
      reply.header('ETag', etag);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      // The text is documentRecord's JSON: typed as the untyped reply it is sent through.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );

  routes.post(
    '/docs/documents/blank',
    {
      config: write,
      schema: { body: blankDocumentBody, response: { 201: documentRecord, ...errorResponses } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createDocument(db, context(request), { name: request.body.name, is_draft: true })),
  );

  routes.post(
    '/docs/documents',
    {
      config: write,
      bodyLimit: CONTENT_BODY_LIMIT,
      // A new document with content is sanitized and stored like a save, so it counts as one.
      preHandler: contentSaves,
      schema: { body: createDocumentBody, response: { 201: documentRecord, ...errorResponses } },
    },
    async (request, reply) => reply.code(201).send(await createDocument(db, context(request), request.body)),
  );

  routes.put(
    '/docs/documents/:id',
    {
      config: write,
      bodyLimit: CONTENT_BODY_LIMIT,
      preHandler: contentSaves,
      schema: {
        params: documentIdParams,
        body: updateDocumentBody,
        response: { 200: savedDocumentResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const base = baseVersionOf(request.body, versionIfMatch(request.headers['if-match']));
      return withETag(
        reply,
        await updateDocument(db, context(request), request.params.id, request.body, base, signatureLock),
      );
    },
  );

  routes.delete(
    '/docs/documents/:id',
    { config: write, schema: { params: documentIdParams, response: { 204: noContent, ...errorResponses } } },
    async (request, reply) => {
      await deleteDocument(db, context(request), request.params.id);
      return reply.code(204).send();
    },
  );

  routes.post(
    '/docs/documents/:id/convert-to-template',
    {
      config: write,
      schema: { params: documentIdParams, response: { 200: documentRecord, ...errorResponses } },
    },
    (request) => convertToTemplate(db, context(request), request.params.id),
  );

  // Make a copy: how a signed (read-only) document is changed.
  routes.post(
    '/docs/documents/:id/copy',
    {
      config: write,
      schema: { params: documentIdParams, response: { 201: documentRecord, ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send(await copyDocument(db, context(request), request.params.id)),
  );

  routes.post(
    '/docs/documents/create-from-template',
    {
      config: write,
      schema: { body: createFromTemplateBody, response: { 201: createdFromTemplate, ...errorResponses } },
    },
    async (request, reply) => {
      const document = await createFromTemplate(db, context(request), request.body);
      return reply.code(201).send({ id: document.id, document });
    },
  );
}
