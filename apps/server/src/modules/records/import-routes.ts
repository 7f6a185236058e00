import multipart from '@fastify/multipart';
import {
  errorResponses,
  RECORD_IMPORT_FILE_FIELD,
  RECORD_IMPORT_MAX_BYTES,
  RECORD_KINDS,
  recordImportAnswer,
  recordImportBody,
  recordImportRefused,
} from '@lexdraft/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { readFileForm } from '../../lib/file-form.js';
import { multipartRefusals } from '../../lib/multipart-refusals.js';
import { serviceContext } from '../auth/guard.js';
import { ImportRowsError } from './errors.js';
import { importRecords } from './import.js';

// POST /api/{entities|persons|contacts}/import: one CSV file in the multipart field "file", read
// whole into memory (5 MB at most) by this plugin's own hook, as the Word import reads its file.

const TOO_LARGE =
  'The file is larger than 5 MB, the most a records import takes. Split it into smaller files.';
const ONE_FILE = 'Send one CSV file at a time, in the field "file".';
const NOT_MULTIPART = 'Send the CSV file as multipart/form-data, in the field "file".';

/** Multipart's own refusals, in words a person reads. */
const inPlainWords = multipartRefusals({
  tooLarge: TOO_LARGE,
  oneFile: ONE_FILE,
  tooManyFields: ONE_FILE,
  notMultipart: NOT_MULTIPART,
});

export async function recordImportRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // Registered here, not on the app: only these routes take multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: RECORD_IMPORT_MAX_BYTES,
      files: 1,
      fields: 5,
      parts: 6,
      fieldSize: 1024,
      headerPairs: 20,
    },
    throwFileSizeLimit: true,
  });
  app.addHook(
    'preValidation',
    readFileForm(RECORD_IMPORT_FILE_FIELD, 'send the CSV file in the field "file"'),
  );
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of RECORD_KINDS) {
    routes.post(
      `/api/${kind}/import`,
      {
        config: { access: 'entities:write' },
        errorHandler: inPlainWords,
        schema: {
          consumes: ['multipart/form-data'],
          body: recordImportBody,
          response: {
            201: recordImportAnswer,
            422: recordImportRefused.partial({ errors: true }),
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        try {
          return reply
            .code(201)
            .send(await importRecords(db, serviceContext(request), kind, request.body.file));
        } catch (error) {
          if (!(error instanceof ImportRowsError)) throw error;
          return reply.code(422).send({ detail: error.detail, errors: error.errors });
        }
      },
    );
  }
}
