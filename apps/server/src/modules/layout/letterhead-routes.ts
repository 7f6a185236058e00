import { documentIdParams, errorResponses, letterheadAnswer, letterheadBody } from '@lexdraft/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { serviceContext } from '../auth/guard.js';
import { getLetterhead, setLetterhead } from './letterhead.js';

// The body is a URL and three small fields.
const LETTERHEAD_BODY_LIMIT = 4 * 1024;

const PATH = '/docs/documents/:id/letterhead';

/** A document's letterhead (spec sections 2 and 3; docs/layout-api.md). */
export async function letterheadRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const schema = { params: documentIdParams, response: { 200: letterheadAnswer, ...errorResponses } };

  routes.get(PATH, { config: { access: 'docs:read' }, schema }, (request) =>
    getLetterhead(db, serviceContext(request), request.params.id),
  );

  routes.put(
    PATH,
    {
      config: { access: 'docs:write' },
      bodyLimit: LETTERHEAD_BODY_LIMIT,
      schema: { ...schema, body: letterheadBody },
    },
    (request) => setLetterhead(db, serviceContext(request), request.params.id, request.body.letterhead),
  );
}
