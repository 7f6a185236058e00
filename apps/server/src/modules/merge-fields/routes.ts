import {
  createFieldTemplateBody,
  createSmartFieldBody,
  documentRecord,
  errorResponses,
  externalSource,
  fieldTemplate,
  fieldTemplateList,
  generateDocumentBody,
  listMergeFieldsQuery,
  noContent,
  recordIdParams,
  serverFieldDefinition,
  smartField,
  smartFieldList,
  sourceParams,
  sourceQuery,
  updateSmartFieldBody,
} from '@lexdraft/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { serviceContext as context } from '../auth/guard.js';
import { createFieldTemplate, deleteFieldTemplate, listFieldTemplates } from './field-templates.js';
import { generateDocument } from './generate.js';
import {
  createSmartField,
  deleteSmartField,
  listMergeFieldDefinitions,
  listSmartFields,
  updateSmartField,
} from './smart-fields.js';
import { searchSources } from './sources.js';
import { registerValueRoutes } from './value-routes.js';

const read = { access: 'docs:read' } as const;
const write = { access: 'docs:write' } as const;

/** The merge-field paths of spec section 7 (docs/merge-fields-api.md). */
export async function mergeFieldRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/merge-fields',
    {
      config: read,
      schema: {
        querystring: listMergeFieldsQuery,
        response: { 200: z.array(serverFieldDefinition), ...errorResponses },
      },
    },
    (request) => listMergeFieldDefinitions(db, context(request), request.query.include_model_fields),
  );
  routes.get(
    '/api/merge-fields/sources/:type',
    {
      config: read,
      schema: {
        params: sourceParams,
        querystring: sourceQuery,
        response: { 200: z.array(externalSource), ...errorResponses },
      },
    },
    (request) => searchSources(db, context(request), request.params.type, request.query.query),
  );

  registerValueRoutes(app, db);

  routes.get(
    '/docs/smart-fields',
    { config: read, schema: { response: { 200: smartFieldList, ...errorResponses } } },
    (request) => listSmartFields(db, context(request)),
  );
  routes.post(
    '/docs/smart-fields',
    {
      config: write,
      schema: { body: createSmartFieldBody, response: { 201: smartField, ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send(await createSmartField(db, context(request), request.body)),
  );
  routes.patch(
    '/docs/smart-fields/:id',
    {
      config: write,
      schema: {
        params: recordIdParams,
        body: updateSmartFieldBody,
        response: { 200: smartField, ...errorResponses },
      },
    },
    (request) => updateSmartField(db, context(request), request.params.id, request.body),
  );
  routes.delete(
    '/docs/smart-fields/:id',
    { config: write, schema: { params: recordIdParams, response: { 204: noContent, ...errorResponses } } },
    async (request, reply) => {
      await deleteSmartField(db, context(request), request.params.id);
      return reply.code(204).send();
    },
  );

  routes.get(
    '/docs/field-templates',
    { config: read, schema: { response: { 200: fieldTemplateList, ...errorResponses } } },
    (request) => listFieldTemplates(db, context(request)),
  );
  routes.post(
    '/docs/field-templates',
    {
      config: write,
      schema: { body: createFieldTemplateBody, response: { 201: fieldTemplate, ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send(await createFieldTemplate(db, context(request), request.body)),
  );
  routes.delete(
    '/docs/field-templates/:id',
    { config: write, schema: { params: recordIdParams, response: { 204: noContent, ...errorResponses } } },
    async (request, reply) => {
      await deleteFieldTemplate(db, context(request), request.params.id);
      return reply.code(204).send();
    },
  );

  routes.post(
    '/docs/documents/generate',
    {
      config: write,
      schema: { body: generateDocumentBody, response: { 201: documentRecord, ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send(await generateDocument(db, context(request), request.body)),
  );
}
