import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { serviceContext as context } from '../auth/guard.js';
import { createFieldTemplate, deleteFieldTemplate, listFieldTemplates } from './field-templates.js';
import { generateDocument } from './generate.js';
import {
  createFieldTemplateBody,
  createSmartFieldBody,
  generateDocumentBody,
  listMergeFieldsQuery,
  recordIdParams,
  sourceParams,
  sourceQuery,
  updateSmartFieldBody,
} from './schema.js';
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
    { config: read, schema: { querystring: listMergeFieldsQuery } },
    (request) => listMergeFieldDefinitions(db, context(request), request.query.include_model_fields),
  );
  routes.get(
    '/api/merge-fields/sources/:type',
    { config: read, schema: { params: sourceParams, querystring: sourceQuery } },
    (request) => searchSources(db, context(request), request.params.type, request.query.query),
  );

  registerValueRoutes(app, db);

  routes.get('/docs/smart-fields', { config: read }, (request) => listSmartFields(db, context(request)));
  routes.post(
    '/docs/smart-fields',
    { config: write, schema: { body: createSmartFieldBody } },
    async (request, reply) =>
      reply.code(201).send(await createSmartField(db, context(request), request.body)),
  );
  routes.patch(
    '/docs/smart-fields/:id',
    { config: write, schema: { params: recordIdParams, body: updateSmartFieldBody } },
    (request) => updateSmartField(db, context(request), request.params.id, request.body),
  );
  routes.delete(
    '/docs/smart-fields/:id',
    { config: write, schema: { params: recordIdParams } },
    async (request, reply) => {
      await deleteSmartField(db, context(request), request.params.id);
      return reply.code(204).send();
    },
  );

  routes.get('/docs/field-templates', { config: read }, (request) =>
    listFieldTemplates(db, context(request)),
  );
  routes.post(
    '/docs/field-templates',
    { config: write, schema: { body: createFieldTemplateBody } },
    async (request, reply) =>
      reply.code(201).send(await createFieldTemplate(db, context(request), request.body)),
  );
  routes.delete(
    '/docs/field-templates/:id',
    { config: write, schema: { params: recordIdParams } },
    async (request, reply) => {
      await deleteFieldTemplate(db, context(request), request.params.id);
      return reply.code(204).send();
    },
  );

  routes.post(
    '/docs/documents/generate',
    { config: write, schema: { body: generateDocumentBody } },
    async (request, reply) =>
      reply.code(201).send(await generateDocument(db, context(request), request.body)),
  );
}
