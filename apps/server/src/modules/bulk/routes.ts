import multipart from '@fastify/multipart';
import {
  bulkGenerateBody,
  bulkJob,
  bulkJobCreated,
  EXPORT_FORMATS,
  errorResponses,
  exportedFile,
  templateIdParams,
} from '@lexdraft/contract';
import { BULK_CSV_MAX_BYTES } from '@lexdraft/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { documents } from '../../db/schema.js';
import { readFileForm } from '../../lib/file-form.js';
import { multipartRefusals } from '../../lib/multipart-refusals.js';
import { attachmentContentDisposition } from '../assets/file-name.js';
import type { AssetStore } from '../assets/read-own-asset.js';
import type { ServiceContext } from '../auth/context.js';
import { serviceContext } from '../auth/guard.js';
import { visibleDocuments } from '../documents/scope.js';
import type { PdfPrinter } from '../export/pdf/pdf-printer.js';
import { exportRenderers } from '../export/renderers.js';
import { cancelBulkJob } from './cancel.js';
import { createBulkJob } from './create-job.js';
import { bulkJobZip } from './download-zip.js';
import { handleBulkGenerate } from './generate-job.js';
import { findBulkJob, getBulkJob } from './job-status.js';

// Bulk generation (docs/interview-api.md, "Bulk generation"): a request makes a bulk job, the
// pg-boss job `bulk.generate` makes its documents, and the screen polls, cancels and downloads.

const FILE_FIELD = 'file';
const ONE_FILE = 'Send one CSV file, in the field "file".';

const inPlainWords = multipartRefusals({
  tooLarge: `The file is larger than ${BULK_CSV_MAX_BYTES / (1024 * 1024)} MB, the most a bulk generation takes.`,
  oneFile: ONE_FILE,
  tooManyFields: ONE_FILE,
  notMultipart: 'Send entity_ids as JSON, or the CSV file as multipart/form-data in the field "file".',
});

/** The multipart way: the CSV's bytes. */
const fileBody = z.object({
  file: z
    .custom<Uint8Array>((value) => value instanceof Uint8Array, 'choose a CSV file')
    .meta({ type: 'string', format: 'binary' }),
});

const jobParams = z.object({ id: z.uuid({ message: 'must be a bulk job id' }) });
const downloadQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { message: `must be one of ${EXPORT_FORMATS.join(', ')}` }).default('pdf'),
});

/** The template's name for the zip's file name; a template deleted since leaves a generic one. */
async function templateName(db: Db, ctx: ServiceContext, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: documents.name })
    .from(documents)
    .where(and(visibleDocuments(ctx), eq(documents.id, id)));
  return row?.name;
}

export type BulkRoutesOptions = { db: Db; store: AssetStore; printer: PdfPrinter };

export async function bulkRoutes(app: FastifyInstance, { db, store, printer }: BulkRoutesOptions) {
  handleBulkGenerate(app.jobs, { db });
  const renderers = exportRenderers(printer);
  // Registered here, not on the app: only the bulk request takes a multipart body.
  await app.register(multipart, {
    limits: {
      fileSize: BULK_CSV_MAX_BYTES,
      files: 1,
      fields: 5,
      parts: 6,
      fieldSize: 1024,
      headerPairs: 20,
    },
    throwFileSizeLimit: true,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/docs/templates/:id/bulk-generate',
    {
      config: { access: 'docs:write' },
      errorHandler: inPlainWords,
      preValidation: readFileForm(FILE_FIELD, ONE_FILE),
      schema: {
        params: templateIdParams,
        consumes: ['application/json', 'multipart/form-data'],
        body: z.union([bulkGenerateBody, fileBody]),
        response: { 202: bulkJobCreated, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const input = 'file' in body ? { file: body.file } : { entityIds: body.entity_ids };
      const created = await createBulkJob(db, serviceContext(request), app.jobs, request.params.id, input);
      return reply.code(202).send(created);
    },
  );

  routes.get(
    '/docs/bulk-jobs/:id',
    {
      config: { access: 'docs:read' },
      schema: { params: jobParams, response: { 200: bulkJob, ...errorResponses } },
    },
    async (request) => getBulkJob(db, serviceContext(request), request.params.id),
  );

  routes.post(
    '/docs/bulk-jobs/:id/cancel',
    {
      config: { access: 'docs:write' },
      schema: { params: jobParams, response: { 200: bulkJob, ...errorResponses } },
    },
    async (request) => cancelBulkJob(db, serviceContext(request), request.params.id),
  );

  routes.get(
    '/docs/bulk-jobs/:id/download',
    {
      // Whoever may read the documents may take them away, as each one's export.
      config: { access: 'docs:read' },
      schema: {
        params: jobParams,
        querystring: downloadQuery,
        produces: ['application/zip'],
        response: { 200: exportedFile, ...errorResponses },
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const job = await findBulkJob(db, ctx, request.params.id);
      const template = job.templateId ? await templateName(db, ctx, job.templateId) : undefined;
      const { format } = request.query;
      const aborted = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) aborted.abort();
      });
      const zip = await bulkJobZip({
        db,
        ctx,
        store,
        jobId: job.id,
        format,
        render: renderers[format],
        signal: aborted.signal,
      });
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', attachmentContentDisposition(`${template ?? 'Bulk'} - documents.zip`))
        .header('Cache-Control', 'no-store')
        .send(zip);
    },
  );
}
