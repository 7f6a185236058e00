import {
  answers,
  customFieldsBody,
  customFieldsResponse,
  documentIdParams,
  fieldValuesMap,
  mergeFieldValuesResponse,
  smartFieldValuesBody,
  smartFieldValuesResponse,
  valueLayersResponse,
} from '@lexdraft/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { serviceContext as context } from '../auth/guard.js';
import { getCustomFields, saveCustomFields } from './custom-fields.js';
import { registerListRoutes } from './list-values-routes.js';
import { fieldValueSaveThrottle } from './throttle.js';
import { valueLayers } from './value-layers.js';
import {
  getMergeFieldValues,
  getSmartFieldValues,
  saveMergeFieldValues,
  saveSmartFieldValues,
} from './values.js';

const read = { access: 'docs:read' } as const;
const write = { access: 'docs:write' } as const;
const params = documentIdParams;
/** A document's field values: merge-field values, smart-field values, custom fields and list values. */
export function registerValueRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = fieldValueSaveThrottle(app);

  // The web app reads values from both paths (spec section 7).
  for (const path of ['/api/documents/:id/merge-field-values', '/docs/documents/:id/merge-field-values']) {
    routes.get(
      path,
      { config: read, schema: { params, response: answers(mergeFieldValuesResponse) } },
      (request) => getMergeFieldValues(db, context(request), request.params.id),
    );
  }
  routes.put(
    '/docs/documents/:id/merge-field-values',
    {
      config: write,
      preHandler,
      schema: { params, body: fieldValuesMap, response: answers(mergeFieldValuesResponse) },
    },
    (request) => saveMergeFieldValues(db, context(request), request.params.id, request.body),
  );

  // List fields' rows (content.list_values) count against the same throttle.
  registerListRoutes(app, db, preHandler);

  // The layers below the document's own values: its linked records' and the firm's defaults.
  routes.get(
    '/docs/documents/:id/value-layers',
    { config: read, schema: { params, response: answers(valueLayersResponse) } },
    (request) => valueLayers(db, context(request), request.params.id),
  );

  routes.get(
    '/docs/documents/:id/smart-fields',
    { config: read, schema: { params, response: answers(smartFieldValuesResponse) } },
    (request) => getSmartFieldValues(db, context(request), request.params.id),
  );
  routes.put(
    '/docs/documents/:id/smart-fields',
    {
      config: write,
      preHandler,
      schema: { params, body: smartFieldValuesBody, response: answers(smartFieldValuesResponse) },
    },
    (request) => saveSmartFieldValues(db, context(request), request.params.id, request.body.values),
  );

  routes.get(
    '/docs/documents/:id/custom-fields',
    { config: read, schema: { params, response: answers(customFieldsResponse) } },
    (request) => getCustomFields(db, context(request), request.params.id),
  );
  routes.put(
    '/docs/documents/:id/custom-fields',
    {
      config: write,
      preHandler,
      schema: { params, body: customFieldsBody, response: answers(customFieldsResponse) },
    },
    (request) => saveCustomFields(db, context(request), request.params.id, request.body.custom_fields),
  );
}
