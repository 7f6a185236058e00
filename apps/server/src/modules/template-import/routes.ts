import type { MultipartFile } from '@fastify/multipart';
import multipart from '@fastify/multipart';
import {
  errorBody,
  errorResponses,
  TEMPLATE_IMPORT_FILE_FIELD,
  TEMPLATE_IMPORT_MAX_BYTES,
  templateImportAnswer,
  templateImportBody,
  templateImportPreview,
  templateImportPreviewBody,
  templateImportQuery,
} from '@lexdraft/contract';
import { WORD_IMPORTS_PER_USER } from '@lexdraft/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import { multipartRefusals } from '../../lib/multipart-refusals.js';
import { runningPerKey } from '../../lib/running-per-key.js';
import type { ObjectStorage } from '../../lib/storage/object-storage.js';
import { wellFormedInput } from '../../lib/well-formed-text.js';
import { serviceContext } from '../auth/guard.js';
import { holdConvertPool } from './convert-pool.js';
import { IMPORT_REFUSALS } from './import-error.js';
import { importTemplate } from './import-template.js';
import { previewImport } from './preview.js';

// The Word import's routes (docs/template-import.md, Routes): multipart uploads of one .docx, read
// whole into memory (10 MB at most) by this plugin's own hook, then validated like any body.

/** The form's text fields: a few short ones and the placeholder mappings (2,000 at most). */
export const FORM_LIMITS = {
  fileSize: TEMPLATE_IMPORT_MAX_BYTES,
  files: 1,
  fields: 12,
  parts: 13,
  fieldSize: 1024 * 1024,
  fieldNameSize: 100,
  headerPairs: 20,
};

const ONE_FILE = 'Send one Word file (.docx) at a time.';
const TOO_MANY_FIELDS = 'The import form has too many fields.';
const NOT_MULTIPART = 'Send the Word file as multipart/form-data, in the field "file".';
/** The 429 detail for a user with WORD_IMPORTS_PER_USER imports (or previews) running. */
export const TOO_MANY_IMPORTS = `You already have ${WORD_IMPORTS_PER_USER} Word imports running; wait for one to finish.`;

/** Multipart's own refusals, in words a person reads. */
export const inPlainWords = multipartRefusals({
  tooLarge: IMPORT_REFUSALS['too-large'].detail,
  oneFile: ONE_FILE,
  tooManyFields: TOO_MANY_FIELDS,
  notMultipart: NOT_MULTIPART,
});

const fileNames = new WeakMap<FastifyRequest, string>();

/**
 * Reads a multipart form into the body: each text field as a string, the file as its bytes. Runs
 * after the app's input boundary (which saw no body yet), so it makes the text storable itself.
 */
export async function readForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const body: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const file = part as MultipartFile;
      if (file.fieldname !== TEMPLATE_IMPORT_FILE_FIELD) {
        file.file.resume();
        throw new HttpError(
          422,
          `Invalid request: ${file.fieldname}: send the Word file in the field "file"`,
        );
      }
      body[file.fieldname] = await file.toBuffer();
      fileNames.set(request, file.filename);
    } else if (typeof part.value === 'string') {
      if (part.valueTruncated) throw new HttpError(413, `Invalid request: ${part.fieldname}: too long`);
      body[part.fieldname] = part.value;
    }
  }
  request.body = wellFormedInput(body, 'body');
}

export type TemplateImportRoutesOptions = { db: Db; storage: ObjectStorage };

/** POST /docs/templates/import/preview and POST /docs/templates/import (spec section 5). */
export async function templateImportRoutes(
  app: FastifyInstance,
  { db, storage }: TemplateImportRoutesOptions,
) {
  // Registered here, not on the app: only these routes take multipart bodies.
  await app.register(multipart, { limits: FORM_LIMITS, throwFileSizeLimit: true });
  app.addHook('preValidation', readForm);
  app.addHook('onClose', holdConvertPool());
  // Each conversion takes a thread of the import's pool for seconds: a user may run a few at once.
  const oneUser = runningPerKey(WORD_IMPORTS_PER_USER, TOO_MANY_IMPORTS);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Only writers import; the preview is the first step of an import.
  const write = { access: 'docs:write' } as const;

  routes.post(
    '/docs/templates/import/preview',
    {
      config: write,
      errorHandler: inPlainWords,
      schema: {
        consumes: ['multipart/form-data'],
        querystring: templateImportQuery,
        body: templateImportPreviewBody,
        response: { 200: templateImportPreview, 503: errorBody, ...errorResponses },
      },
    },
    (request) =>
      oneUser(serviceContext(request).user.id, () =>
        previewImport(request.body.file, {
          intelligentDetection: request.query.use_intelligent_detection,
        }),
      ),
  );

  routes.post(
    '/docs/templates/import',
    {
      config: write,
      errorHandler: inPlainWords,
      schema: {
        consumes: ['multipart/form-data'],
        body: templateImportBody,
        response: { 201: templateImportAnswer, 503: errorBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { file, ...fields } = request.body;
      const ctx = serviceContext(request);
      const template = await oneUser(ctx.user.id, () =>
        importTemplate(db, ctx, storage, { bytes: file, fileName: fileNames.get(request) ?? '', fields }),
      );
      return reply.code(201).send(template);
    },
  );
}
