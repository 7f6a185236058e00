import {
  createTemplateBody,
  EXPORT_FILES,
  errorResponses,
  exportedFile,
  listTemplatesQuery,
  noContent,
  placeholderCheck,
  template,
  templateDownloadQuery,
  templateDownloadUrl,
  templateIdParams,
  templateList,
  updateTemplateBody,
  validatePlaceholdersBody,
} from '@lexdraft/contract';
import { MAX_DOCUMENT_HTML_BYTES } from '@lexdraft/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { requestMeta } from '../../lib/request-meta.js';
import type { ObjectStorage } from '../../lib/storage/object-storage.js';
import { attachmentContentDisposition } from '../assets/file-name.js';
import { serviceContext as context } from '../auth/guard.js';
import { contentSaveThrottle } from '../documents/save-throttle.js';
import { downloadTemplate, issueDownloadUrl } from './download.js';
import { downloadTokenKey } from './download-token.js';
import { createTemplate, deleteTemplate, getTemplate, listTemplates, updateTemplate } from './service.js';
import { validatePlaceholders } from './validate-placeholders.js';

// JSON escaping can double the size of HTML (quotes, newlines).
const HTML_BODY_LIMIT = MAX_DOCUMENT_HTML_BYTES * 2 + 1024 * 1024;

const read = { access: 'docs:read' } as const;
const write = { access: 'docs:write' } as const;

export type TemplateRoutesOptions = {
  db: Db;
  storage: ObjectStorage;
  /** The app's secret, from which download links are signed. */
  secret: string;
  /** The clock download links are issued and checked by; tests pass one they move. */
  now?: () => number;
};

/** The template library paths of spec section 7 (docs/templates-api.md). */
export async function templateRoutes(
  app: FastifyInstance,
  { db, storage, secret, now = Date.now }: TemplateRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const key = downloadTokenKey(secret);

  routes.get(
    '/docs/templates',
    {
      config: read,
      schema: { querystring: listTemplatesQuery, response: { 200: templateList, ...errorResponses } },
    },
    (request) => listTemplates(db, context(request), request.query),
  );

  routes.get(
    '/docs/templates/:id',
    {
      config: read,
      schema: { params: templateIdParams, response: { 200: template, ...errorResponses } },
    },
    (request) => getTemplate(db, context(request), request.params.id),
  );

  routes.post(
    '/docs/templates',
    {
      config: write,
      bodyLimit: HTML_BODY_LIMIT,
      // A template with content is sanitized and stored like a document save, so it counts as one.
      preHandler: contentSaveThrottle(app),
      schema: { body: createTemplateBody, response: { 201: template, ...errorResponses } },
    },
    async (request, reply) => reply.code(201).send(await createTemplate(db, context(request), request.body)),
  );

  routes.patch(
    '/docs/templates/:id',
    {
      config: write,
      schema: {
        params: templateIdParams,
        body: updateTemplateBody,
        response: { 200: template, ...errorResponses },
      },
    },
    (request) => updateTemplate(db, context(request), request.params.id, request.body),
  );

  routes.delete(
    '/docs/templates/:id',
    { config: write, schema: { params: templateIdParams, response: { 204: noContent, ...errorResponses } } },
    async (request, reply) => {
      await deleteTemplate(db, context(request), storage, request.params.id);
      return reply.code(204).send();
    },
  );

  routes.get(
    '/docs/templates/:id/download-url',
    {
      config: read,
      schema: { params: templateIdParams, response: { 200: templateDownloadUrl, ...errorResponses } },
    },
    (request) => issueDownloadUrl(db, context(request), key, request.params.id, now()),
  );

  routes.get(
    '/docs/templates/:id/download',
    {
      // No session: the signed token is the credential (download.ts checks it and its issuer).
      config: { access: 'public' },
      schema: {
        params: templateIdParams,
        querystring: templateDownloadQuery,
        produces: [EXPORT_FILES.docx.contentType],
        response: { 200: exportedFile, ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await downloadTemplate(db, storage, key, {
        templateId: request.params.id,
        token: request.query.token,
        meta: requestMeta(request),
        now: now(),
      });
      return reply
        .header('Content-Type', EXPORT_FILES.docx.contentType)
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', attachmentContentDisposition(file.fileName))
        .header('Cache-Control', 'no-store')
        .send(file.stream);
    },
  );

  routes.post(
    '/docs/templates/validate-placeholders',
    {
      config: read,
      bodyLimit: HTML_BODY_LIMIT,
      schema: { body: validatePlaceholdersBody, response: { 200: placeholderCheck, ...errorResponses } },
    },
    (request) => validatePlaceholders(db, context(request), request.body),
  );
}
