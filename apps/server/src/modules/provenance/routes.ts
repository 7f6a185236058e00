import {
  answers,
  documentIdParams,
  fieldProvenanceResponse,
  fillFromFieldTemplateBody,
  fillFromRecordBody,
  fillResponse,
  staleValuesBody,
  staleValuesResponse,
} from '@lexdraft/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { serviceContext as context } from '../auth/guard.js';
import { fieldProvenance } from './field-provenance.js';
import { fillFromFieldTemplate, fillFromRecord } from './fills.js';
import { keepStaleValues, updateStaleValues } from './stale.js';

const read = { access: 'docs:read' } as const;
const write = { access: 'docs:write' } as const;
const params = documentIdParams;
/** Where a document's values came from, the fills that say so, and Update or Keep of stale values. */
export async function provenanceRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/docs/documents/:id/field-provenance',
    { config: read, schema: { params, response: answers(fieldProvenanceResponse) } },
    (request) => fieldProvenance(db, context(request), request.params.id),
  );
  routes.post(
    '/docs/documents/:id/merge-field-values/from-record',
    { config: write, schema: { params, body: fillFromRecordBody, response: answers(fillResponse) } },
    (request) => fillFromRecord(db, context(request), request.params.id, request.body),
  );
  routes.post(
    '/docs/documents/:id/merge-field-values/from-field-template',
    { config: write, schema: { params, body: fillFromFieldTemplateBody, response: answers(fillResponse) } },
    (request) => fillFromFieldTemplate(db, context(request), request.params.id, request.body),
  );
  routes.post(
    '/docs/documents/:id/stale-values/update',
    { config: write, schema: { params, body: staleValuesBody, response: answers(staleValuesResponse) } },
    (request) => updateStaleValues(db, context(request), request.params.id, request.body ?? {}),
  );
  routes.post(
    '/docs/documents/:id/stale-values/keep',
    { config: write, schema: { params, body: staleValuesBody, response: answers(staleValuesResponse) } },
    (request) => keepStaleValues(db, context(request), request.params.id, request.body ?? {}),
  );
}
