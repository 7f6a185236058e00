import {
  documentIdParams,
  errorResponses,
  listVersionsQuery,
  restoreVersionBody,
  savedDocumentResponse,
  versionDetail,
  versionList,
  versionParams,
} from '@lexdraft/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { serviceContext as context } from '../auth/guard.js';
import type { SignatureLock } from './signature-lock.js';
import { getVersion, listVersions, restoreVersion } from './versions.js';

/** A document's version history: list, read one, restore one (docs/documents-api.md, Versions). */
export async function versionRoutes(
  app: FastifyInstance,
  { db, signatureLock }: { db: Db; signatureLock: SignatureLock },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/docs/documents/:id/versions',
    {
      config: { access: 'docs:read' },
      schema: {
        params: documentIdParams,
        querystring: listVersionsQuery,
        response: { 200: versionList, ...errorResponses },
      },
    },
    (request) => listVersions(db, context(request), request.params.id, request.query),
  );

  routes.get(
    '/docs/documents/:id/versions/:version',
    {
      config: { access: 'docs:read' },
      schema: { params: versionParams, response: { 200: versionDetail, ...errorResponses } },
    },
    (request) => getVersion(db, context(request), request.params.id, request.params.version),
  );

  routes.post(
    '/docs/documents/:id/versions/:version/restore',
    {
      config: { access: 'docs:write' },
      schema: {
        params: versionParams,
        body: restoreVersionBody,
        response: { 200: savedDocumentResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id, version } = request.params;
      const saved = await restoreVersion(
        db,
        context(request),
        id,
        version,
        request.body?.base_version,
        signatureLock,
      );
      reply.header('ETag', `"${saved.current_version}"`);
      return saved;
    },
  );
}
