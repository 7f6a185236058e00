import {
  errorResponses,
  IMAGE_MEDIA_TYPES,
  uploadedAsset,
  uploadFileBytes,
  uploadTokenQuery,
  uploadUrlAnswer,
  uploadUrlBody,
} from '@lexdraft/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { isBucket } from '../../lib/storage/create-storage.js';
import type { ObjectStorage } from '../../lib/storage/object-storage.js';
import { serviceContext } from '../auth/guard.js';
import { issueBucketUpload } from './bucket-upload.js';
import { tooLargeInSpecWords } from './routes.js';
import { UPLOAD_MAX_BYTES } from './upload-rules.js';
import { type UploadTokenKey, uploadTokenKey } from './upload-token.js';
import { callersGrant, issueUploadUrl, SIGNED_UPLOAD_PATH, storeSignedUpload } from './upload-url.js';

type Options = { db: Db; storage: ObjectStorage; key: UploadTokenKey };

/**
 * Uploads through a signed URL (spec section 7): POST upload-url, then PUT the file to it (local
 * storage) or POST it as a form straight to the bucket (S3).
 */
export async function uploadUrlRoutes(
  app: FastifyInstance,
  { db, storage, secret }: { db: Db; storage: ObjectStorage; secret: string },
) {
  const key = uploadTokenKey(secret);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/docs/assets/upload-url',
    {
      config: { access: 'docs:write' },
      schema: { body: uploadUrlBody, response: { 200: uploadUrlAnswer, ...errorResponses } },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return isBucket(storage)
        ? issueBucketUpload(db, ctx, storage, request.body)
        : issueUploadUrl(ctx, key, request.body);
    },
  );
  await app.register(signedUploadRoute, { db, storage, key });
}

// A plugin of its own, so that taking any body as raw bytes applies to this route alone.
async function signedUploadRoute(app: FastifyInstance, { db, storage, key }: Options) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.withTypeProvider<ZodTypeProvider>().put(
    SIGNED_UPLOAD_PATH,
    {
      config: { access: 'docs:write' },
      // A body past the limit is refused while it arrives, never held whole.
      bodyLimit: UPLOAD_MAX_BYTES,
      errorHandler: tooLargeInSpecWords,
      // The link is checked before the body is read: a dead or foreign link costs no upload.
      preParsing: async (request, _reply, payload) => {
        callersGrant((request.query as { token?: unknown }).token, serviceContext(request), key);
        return payload;
      },
      schema: {
        querystring: uploadTokenQuery,
        body: uploadFileBytes,
        consumes: ['application/octet-stream', ...IMAGE_MEDIA_TYPES],
        response: { 201: uploadedAsset, ...errorResponses },
      },
    },
    async (request, reply) => {
      const bytes = Buffer.from(request.body.buffer, request.body.byteOffset, request.body.byteLength);
      const stored = await storeSignedUpload(db, serviceContext(request), storage, key, {
        token: request.query.token,
        bytes,
      });
      return reply.code(201).send(stored);
    },
  );
}
