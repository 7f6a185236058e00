import {
  documentIdParams,
  EXPORT_FILES,
  errorBody,
  errorResponses,
  exportedFile,
  PRINT_PREVIEW_DISPOSITION,
  versionParams,
} from '@lexdraft/contract';
import { WORD_EXPORTS_PER_USER } from '@lexdraft/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { runningPerKey } from '../../lib/running-per-key.js';
import type { AssetStore } from '../assets/read-own-asset.js';
import { serviceContext } from '../auth/guard.js';
import { holdBodyJsonPool } from './body-json-pool.js';
import { holdDocxPool } from './docx/render-pool.js';
import { exportRefused, exportWithMarkupQuery, versionRedlineQuery } from './export-query.js';
import { exportDocument, previewDocument, UnresolvedFieldsError } from './export-service.js';
import { CHROMIUM_MISSING, createPdfPrinter, type PdfPrinter } from './pdf/pdf-printer.js';
import { PendingSuggestionsError } from './pending-suggestions.js';
import { exportRenderers } from './renderers.js';
import { exportVersionRedline } from './version-redline.js';

export type ExportRoutesOptions = {
  db: Db;
  /** Where the organization's images are read from. */
  store: AssetStore;
  /** The app's one browser (startPdfPrinter), which sending for signature prints with too. */
  printer: PdfPrinter;
};

/** The app's PDF printer: one Chromium for every route that prints, closed with the app. */
export function startPdfPrinter(
  app: FastifyInstance,
  config: Pick<Config, 'chromiumPath' | 'pdfConcurrency' | 'nodeEnv'>,
): PdfPrinter {
  const printer = createPdfPrinter({
    executablePath: config.chromiumPath,
    concurrency: config.pdfConcurrency,
    log: app.log,
  });
  if (!printer.available) app.log.warn(`${CHROMIUM_MISSING} (looked for ${config.chromiumPath})`);
  // The browser starts while the app does, so the first export does not wait for it; a test run,
  // which builds an app per file, starts it only for the files that print.
  if (config.nodeEnv !== 'test') app.addHook('onReady', async () => printer.warm());
  app.addHook('onClose', () => printer.close());
  return printer;
}

/** The 429 detail for a user with WORD_EXPORTS_PER_USER Word exports running. */
export const TOO_MANY_EXPORTS = `You already have ${WORD_EXPORTS_PER_USER} Word exports running; wait for one to finish.`;

/** The 422 of an export refused while suggestions are pending, with their count. */
const refusePending = (reply: FastifyReply, error: PendingSuggestionsError) =>
  reply.code(422).send({ detail: error.detail, pending_suggestions: error.count });

/** A document as a file (docs/export-api.md). */
export async function exportRoutes(app: FastifyInstance, { db, store, printer }: ExportRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const renderers = exportRenderers(printer);
  app.addHook('onClose', holdDocxPool());
  app.addHook('onClose', holdBodyJsonPool());
  // A Word export takes a thread of the shared pool for seconds: a user may run a few at once.
  const wordExports = runningPerKey(WORD_EXPORTS_PER_USER, TOO_MANY_EXPORTS);

  routes.get(
    '/docs/documents/:id/export',
    {
      // Whoever may read a document may take it away as a file.
      config: { access: 'docs:read' },
      schema: {
        params: documentIdParams,
        querystring: exportWithMarkupQuery,
        produces: Object.values(EXPORT_FILES).map((file) => file.contentType),
        response: { 200: exportedFile, 422: exportRefused, 503: errorBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { format, allow_unresolved, markup } = request.query;
      const ctx = serviceContext(request);
      const run = () =>
        exportDocument(db, ctx, store, request.params.id, {
          format,
          allowUnresolved: allow_unresolved,
          markup: markup ?? 'clean',
          render: renderers[format],
        });
      let file: Buffer;
      try {
        // PDFs are limited by the printer's own concurrency (PDF_CONCURRENCY).
        file = format === 'docx' ? await wordExports(ctx.user.id, run) : await run();
      } catch (error) {
        if (error instanceof PendingSuggestionsError) return refusePending(reply, error);
        if (!(error instanceof UnresolvedFieldsError)) throw error;
        return reply.code(422).send({ detail: error.detail, unresolved_fields: error.fields });
      }
      const { fileName, contentType } = EXPORT_FILES[format];
      return reply
        .header('Content-Type', contentType)
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(file);
    },
  );

  routes.get(
    '/docs/documents/:id/print-preview',
    {
      // Print preview shows the pages to whoever may read the document; nothing leaves the app.
      config: { access: 'docs:read' },
      schema: {
        params: documentIdParams,
        produces: [EXPORT_FILES.pdf.contentType],
        response: { 200: exportedFile, 422: exportRefused, 503: errorBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      let file: Buffer;
      try {
        file = await previewDocument(db, serviceContext(request), store, request.params.id, renderers.pdf);
      } catch (error) {
        if (error instanceof PendingSuggestionsError) return refusePending(reply, error);
        throw error;
      }
      return reply
        .header('Content-Type', EXPORT_FILES.pdf.contentType)
        .header('Content-Disposition', PRINT_PREVIEW_DISPOSITION)
        .header('Cache-Control', 'no-store')
        .send(file);
    },
  );

  routes.get(
    '/docs/documents/:id/versions/:version/redline',
    {
      // Whoever may read a document may take its redline away, as its export.
      config: { access: 'docs:read' },
      schema: {
        params: versionParams,
        querystring: versionRedlineQuery,
        produces: [EXPORT_FILES.docx.contentType],
        response: { 200: exportedFile, 503: errorBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id, version } = request.params;
      const ctx = serviceContext(request);
      const file = await wordExports(ctx.user.id, () =>
        exportVersionRedline(db, ctx, store, id, version, renderers.docx),
      );
      return reply
        .header('Content-Type', EXPORT_FILES.docx.contentType)
        .header('Content-Disposition', `attachment; filename="redline-v${version}.docx"`)
        .header('Cache-Control', 'no-store')
        .send(file);
    },
  );
}
