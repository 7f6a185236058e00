import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { serviceContext as context } from '../auth/guard.js';
import { documentIdParams } from '../documents/schema.js';
import { getCustomFields, saveCustomFields } from './custom-fields.js';
import { customFieldsBody, fieldValuesMap, smartFieldValuesBody } from './schema.js';
import { fieldValueSaveThrottle } from './throttle.js';
import {
  getMergeFieldValues,
  getSmartFieldValues,
  saveMergeFieldValues,
  saveSmartFieldValues,
} from './values.js';

const read = { access: 'docs:read' } as const;
const write = { access: 'docs:write' } as const;
const params = documentIdParams;

/** A document's field values: merge-field values, smart-field values and custom fields. */
export function registerValueRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = fieldValueSaveThrottle(app);

  // The web app reads values from both paths (spec section 7).
  for (const path of ['/api/documents/:id/merge-field-values', '/docs/documents/:id/merge-field-values']) {
    routes.get(path, { config: read, schema: { params } }, (request) =>
      getMergeFieldValues(db, context(request), request.params.id),
    );
  }
  routes.put(
    '/docs/documents/:id/merge-field-values',
    { config: write, preHandler, schema: { params, body: fieldValuesMap } },
    (request) => saveMergeFieldValues(db, context(request), request.params.id, request.body),
  );

  routes.get('/docs/documents/:id/smart-fields', { config: read, schema: { params } }, (request) =>
    getSmartFieldValues(db, context(request), request.params.id),
  );
  routes.put(
    '/docs/documents/:id/smart-fields',
    { config: write, preHandler, schema: { params, body: smartFieldValuesBody } },
    (request) => saveSmartFieldValues(db, context(request), request.params.id, request.body.values),
  );

  routes.get('/docs/documents/:id/custom-fields', { config: read, schema: { params } }, (request) =>
    getCustomFields(db, context(request), request.params.id),
  );
  routes.put(
    '/docs/documents/:id/custom-fields',
    { config: write, preHandler, schema: { params, body: customFieldsBody } },
    (request) => saveCustomFields(db, context(request), request.params.id, request.body.custom_fields),
  );
}
