import {
  answers,
  documentIdParams,
  listValuesBody,
  listValuesResponse,
  recordListsResponse,
} from '@lexdraft/contract';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { serviceContext as context } from '../auth/guard.js';
import { getListValues, saveListValues } from './list-values.js';
import { getRecordLists } from './record-lists.js';

const read = { access: 'docs:read' } as const;
const write = { access: 'docs:write' } as const;
const params = documentIdParams;

/**
 * A document's lists (docs/assembly-api.md): the firm's list fields, and the lists its records give.
 * `preHandler` is the value saves' throttle: list values count against the same limit.
 */
export function registerListRoutes(app: FastifyInstance, db: Db, preHandler: preHandlerHookHandler) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/docs/documents/:id/list-values',
    { config: read, schema: { params, response: answers(listValuesResponse) } },
    (request) => getListValues(db, context(request), request.params.id),
  );
  routes.put(
    '/docs/documents/:id/list-values',
    {
      config: write,
      preHandler,
      schema: { params, body: listValuesBody, response: answers(listValuesResponse) },
    },
    (request) => saveListValues(db, context(request), request.params.id, request.body),
  );

  routes.get(
    '/docs/documents/:id/record-lists',
    { config: read, schema: { params, response: answers(recordListsResponse) } },
    (request) => getRecordLists(db, context(request), request.params.id),
  );
}
