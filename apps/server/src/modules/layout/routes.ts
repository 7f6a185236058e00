import {
  errorResponses,
  HEADER_FOOTER_CONTENT_MAX_LENGTH,
  headerFooterConfig,
  headerFooterParams,
} from '@lexdraft/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { serviceContext } from '../auth/guard.js';
import { letterheadRoutes } from './letterhead-routes.js';
import { getHeaderFooter, saveHeaderFooter } from './service.js';

// The config without its bands' content is well under a kilobyte; each content is at most
// HEADER_FOOTER_CONTENT_MAX_LENGTH characters, which JSON escaping and UTF-8 can make up to 6 bytes each.
const CONFIG_BODY_LIMIT = 16 * 1024 + 2 * HEADER_FOOTER_CONTENT_MAX_LENGTH * 6;

const PATH = '/api/docs/assets/header-footer-config/:documentId';

/**
 * A document's header and footer (spec section 7, Assets and layout) and its letterhead
 * (letterhead-routes.ts): docs/layout-api.md.
 */
export async function headerFooterRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  await letterheadRoutes(app, { db });
  const schema = { params: headerFooterParams, response: { 200: headerFooterConfig, ...errorResponses } };

  // Who may read or change a document may read or change its header and footer.
  routes.get(PATH, { config: { access: 'docs:read' }, schema }, (request) =>
    getHeaderFooter(db, serviceContext(request), request.params.documentId),
  );

  routes.post(
    PATH,
    {
      config: { access: 'docs:write' },
      bodyLimit: CONFIG_BODY_LIMIT,
      schema: { ...schema, body: headerFooterConfig },
    },
    (request) => saveHeaderFooter(db, serviceContext(request), request.params.documentId, request.body),
  );
}
