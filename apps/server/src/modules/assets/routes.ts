import {
  assetParams,
  errorResponses,
  IMAGE_MEDIA_TYPES,
  imageBytes,
  localUploadBody,
  uploadedAsset,
} from '@lexdraft/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import type { ObjectStorage } from '../../lib/storage/object-storage.js';
import { serviceContext } from '../auth/guard.js';
import { inlineContentDisposition } from './file-name.js';
import { openAsset, storeLocalUpload } from './service.js';
import { UPLOAD_TOO_LARGE } from './upload-rules.js';

// A 5 MB file grows by a third in base64.
const UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;

// A body past the limit is refused before it is read, by Fastify, in its own words; the client is
// owed the spec's. Anything else goes on to the app's error handler.
export const tooLargeInSpecWords = (error: FastifyError) => {
  throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? new HttpError(413, UPLOAD_TOO_LARGE) : error;
};

/** Image uploads for documents, and the images themselves (spec section 7, Assets). */
export async function assetRoutes(app: FastifyInstance, { db, storage }: { db: Db; storage: ObjectStorage }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/docs/assets/local-upload',
    {
      config: { access: 'docs:write' },
      bodyLimit: UPLOAD_BODY_LIMIT,
      errorHandler: tooLargeInSpecWords,
      schema: { body: localUploadBody, response: { 201: uploadedAsset, ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send(await storeLocalUpload(db, serviceContext(request), storage, request.body)),
  );

  routes.get(
    '/api/docs/assets/:orgId/:file',
    {
      // Images are fetched by <img>, which sends the token cookie but no header.
      config: { access: 'docs:read', cookieAuth: true },
      // The bytes are sent as a stream, which Fastify never serializes; the schema names them for OpenAPI.
      schema: {
        params: assetParams,
        produces: IMAGE_MEDIA_TYPES,
        response: { 200: imageBytes, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { orgId, file } = request.params;
      const asset = await openAsset(db, serviceContext(request), storage, `${orgId}/${file}`);
      return reply
        .header('Content-Type', asset.contentType)
        .header('Content-Length', String(asset.size))
        .header('Content-Disposition', inlineContentDisposition(asset.fileName))
        .header('Cache-Control', 'private, max-age=86400')
        .header('Content-Security-Policy', "default-src 'none'")
        .send(asset.stream);
    },
  );
}
