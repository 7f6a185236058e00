import multipart from '@fastify/multipart';
import {
  documentIdParams,
  errorBody,
  errorResponses,
  redlineImportAnswer,
  redlineImportBody,
} from '@lexdraft/contract';
import { WORD_IMPORTS_PER_USER } from '@lexdraft/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { runningPerKey } from '../../lib/running-per-key.js';
import { serviceContext } from '../auth/guard.js';
import { findDocument } from '../documents/scope.js';
import type { SignatureLock } from '../documents/signature-lock.js';
import { FORM_LIMITS, inPlainWords, readForm, TOO_MANY_IMPORTS } from '../template-import/routes.js';
import { importRedline } from './import-redline.js';
import { holdRedlinePool } from './redline-pool.js';

// POST /docs/documents/{id}/import-redline (docs/negotiation.md, Importing a Word redline): a
// multipart upload of one .docx, read and refused exactly as the Word template import reads its
// uploads (the same form limits, multipart refusals and per-user limit on running imports).

/** The redline import's route. */
export async function redlineImportRoutes(
  app: FastifyInstance,
  { db, signatureLock }: { db: Db; signatureLock: SignatureLock },
) {
  // Registered here, not on the app: only this route (and the template import's) takes multipart bodies.
  await app.register(multipart, { limits: FORM_LIMITS, throwFileSizeLimit: true });
  app.addHook('preValidation', readForm);
  app.addHook('onClose', holdRedlinePool());
  const oneUser = runningPerKey(WORD_IMPORTS_PER_USER, TOO_MANY_IMPORTS);

  app.withTypeProvider<ZodTypeProvider>().post(
    '/docs/documents/:id/import-redline',
    {
      config: { access: 'docs:write' },
      errorHandler: inPlainWords,
      // Another firm's document is 404 whatever was sent: checked before the form is validated.
      preValidation: async (request) => {
        const params = documentIdParams.safeParse(request.params);
        if (params.success) await findDocument(db, serviceContext(request), params.data.id);
      },
      schema: {
        consumes: ['multipart/form-data'],
        params: documentIdParams,
        body: redlineImportBody,
        response: { 200: redlineImportAnswer, 503: errorBody, ...errorResponses },
      },
    },
    (request) => {
      const ctx = serviceContext(request);
      return oneUser(ctx.user.id, () =>
        importRedline(db, ctx, {
          documentId: request.params.id,
          bytes: request.body.file,
          baseVersion: request.body.base_version,
          signatureLock,
        }),
      );
    },
  );
}
