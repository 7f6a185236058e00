import {
  contactList,
  contactRecord,
  createContactBody,
  createEntityBody,
  createPersonBody,
  deleteRecordQuery,
  entityDetail,
  entityList,
  errorResponses,
  noContent,
  personList,
  personRecord,
  type RecordKind,
  recordIdsBody,
  recordInUse,
  recordListQuery,
  recordParams,
  updateContactBody,
  updateEntityBody,
  updatePersonBody,
} from '@lexdraft/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type FieldMasker, maskValues, recordMasker } from '../../lib/sensitive-masking.js';
import { serviceContext as context } from '../auth/guard.js';
import { presentEntityDetail, replaceEntitySet } from './entity-links.js';
import { RecordInUseError } from './errors.js';
import { recordImportRoutes } from './import-routes.js';
import { presentRecord } from './kinds.js';
import {
  createRecord,
  deleteRecord,
  findRecord,
  listRecords,
  type RecordRow,
  updateRecord,
} from './service.js';

// The firm's records (docs/records-api.md): the same five routes for entities, persons and
// contacts, reading with entities:read and writing with entities:write, as spec section 6 says.

const read = { access: 'entities:read' } as const;
const write = { access: 'entities:write' } as const;

/** Each kind's request and answer shapes; an entity answers with its owners and contacts. */
const SHAPES = {
  entities: { create: createEntityBody, update: updateEntityBody, record: entityDetail, list: entityList },
  persons: { create: createPersonBody, update: updatePersonBody, record: personRecord, list: personList },
  contacts: {
    create: createContactBody,
    update: updateContactBody,
    record: contactRecord,
    list: contactList,
  },
} as const;

type Answer = z.infer<(typeof SHAPES)[RecordKind]['record']>;
type ListAnswer = z.infer<(typeof SHAPES)[RecordKind]['list']>;

function present(db: Db, kind: RecordKind, row: RecordRow): Promise<Answer> | Answer {
  if (kind === 'entities') return presentEntityDetail(db, row);
  return presentRecord(kind, row) as Answer;
}

/** A record's answer with `ein`, `ssn_last_4` and `date_of_birth` masked for a viewer (docs/field-trust.md). */
const masked = <T>(mask: FieldMasker, answer: T): T =>
  maskValues(mask, answer as Record<string, unknown>) as T;

function registerKind(app: FastifyInstance, db: Db, kind: RecordKind) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const shapes = SHAPES[kind];
  const base = `/api/${kind}`;

  routes.get(
    base,
    {
      config: read,
      schema: { querystring: recordListQuery, response: { 200: shapes.list, ...errorResponses } },
    },
    async (request) => {
      const ctx = context(request);
      const { items, total } = await listRecords(db, ctx, kind, request.query);
      const mask = recordMasker(ctx);
      return { items: items.map((row) => masked(mask, presentRecord(kind, row))), total } as ListAnswer;
    },
  );
  routes.post(
    base,
    { config: write, schema: { body: shapes.create, response: { 201: shapes.record, ...errorResponses } } },
    async (request, reply) => {
      const row = await createRecord(db, context(request), kind, request.body);
      return reply.code(201).send(await present(db, kind, row));
    },
  );
  routes.get(
    `${base}/:id`,
    { config: read, schema: { params: recordParams, response: { 200: shapes.record, ...errorResponses } } },
    async (request) => {
      const ctx = context(request);
      return masked(
        recordMasker(ctx),
        await present(db, kind, await findRecord(db, ctx, kind, request.params.id)),
      );
    },
  );
  routes.patch(
    `${base}/:id`,
    {
      config: write,
      schema: {
        params: recordParams,
        body: shapes.update,
        response: { 200: shapes.record, ...errorResponses },
      },
    },
    async (request) => {
      const row = await updateRecord(db, context(request), kind, request.params.id, request.body);
      return present(db, kind, row);
    },
  );
  routes.delete(
    `${base}/:id`,
    {
      config: write,
      schema: {
        params: recordParams,
        querystring: deleteRecordQuery,
        response: { 204: noContent, 409: recordInUse, ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        await deleteRecord(db, context(request), kind, request.params.id, request.query.force);
      } catch (error) {
        if (!(error instanceof RecordInUseError)) throw error;
        return reply.code(409).send({ detail: error.detail, documents_count: error.documentsCount });
      }
      return reply.code(204).send();
    },
  );
}

/** PUT /api/entities/{id}/owners and /contacts: the entity's whole set of each. */
function registerEntitySets(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const set of ['owners', 'contacts'] as const) {
    routes.put(
      `/api/entities/:id/${set}`,
      {
        config: write,
        schema: {
          params: recordParams,
          body: recordIdsBody,
          response: { 200: entityDetail, ...errorResponses },
        },
      },
      (request) => replaceEntitySet(db, context(request), request.params.id, set, request.body.ids),
    );
  }
}

export async function recordRoutes(app: FastifyInstance, { db }: { db: Db }) {
  for (const kind of ['entities', 'persons', 'contacts'] as const) registerKind(app, db, kind);
  registerEntitySets(app, db);
  await app.register(recordImportRoutes, { db });
}
