import {
  documentIdParams,
  errorBody,
  errorResponses,
  exportedFile,
  sendForSignatureBody,
  sendUnprocessable,
  signatureStatus,
  voidSignatureBody,
} from '@lexdraft/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { Jobs } from '../../lib/jobs.js';
import type { Mailer } from '../../lib/mail.js';
import type { ObjectStorage } from '../../lib/storage/object-storage.js';
import { attachmentContentDisposition } from '../assets/file-name.js';
import { serviceContext } from '../auth/guard.js';
import { UnresolvedFieldsError } from '../export/export-service.js';
import type { PdfPrinter } from '../export/pdf/pdf-printer.js';
import { renderPdf } from '../export/pdf/render-pdf.js';
import { PendingSuggestionsError } from '../export/pending-suggestions.js';
import type { SigningDeps } from './sender/deps.js';
import { SEALING_RETRY_AFTER_SECONDS, STILL_SEALING } from './sender/messages.js';
import { remindSigners } from './sender/remind.js';
import { sendForSignature } from './sender/send.js';
import { readSignedPdf } from './sender/signed-pdf.js';
import { getSignatureStatus } from './sender/status.js';
import { voidSignatureRequest } from './sender/void.js';

export type SignatureRoutesOptions = {
  db: Db;
  mailer: Mailer;
  storage: ObjectStorage;
  jobs: Jobs;
  publicUrl: string;
  /** The app's one browser, shared with the PDF export. */
  printer: PdfPrinter;
};

const read = { access: 'docs:read' } as const;
// Sending, voiding and reminding are the roles that may write documents (spec section 6).
const write = { access: 'docs:write' } as const;

/** The sender's routes of a signature request (docs/signing.md, API). */
export async function signatureRoutes(app: FastifyInstance, options: SignatureRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps: SigningDeps = { ...options, renderPdf: renderPdf(options.printer) };

  routes.post(
    '/docs/documents/:id/send',
    {
      config: write,
      schema: {
        params: documentIdParams,
        body: sendForSignatureBody,
        response: { 201: signatureStatus, 422: sendUnprocessable, 503: errorBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        const status = await sendForSignature(deps, serviceContext(request), request.params.id, request.body);
        return reply.code(201).send(status);
      } catch (error) {
        if (error instanceof PendingSuggestionsError) {
          return reply.code(422).send({ detail: error.detail, pending_suggestions: error.count });
        }
        if (!(error instanceof UnresolvedFieldsError)) throw error;
        return reply.code(422).send({ detail: error.detail, unresolved_fields: error.fields });
      }
    },
  );

  routes.get(
    '/docs/documents/:id/signature-status',
    {
      config: read,
      schema: { params: documentIdParams, response: { 200: signatureStatus, ...errorResponses } },
    },
    (request) => getSignatureStatus(deps.db, serviceContext(request), request.params.id),
  );

  routes.post(
    '/docs/documents/:id/signature/void',
    {
      config: write,
      schema: {
        params: documentIdParams,
        body: voidSignatureBody,
        response: { 200: signatureStatus, ...errorResponses },
      },
    },
    (request) => voidSignatureRequest(deps, serviceContext(request), request.params.id, request.body.reason),
  );

  routes.post(
    '/docs/documents/:id/signature/remind',
    {
      config: write,
      schema: {
        params: documentIdParams,
        response: { 200: signatureStatus, 503: errorBody, ...errorResponses },
      },
    },
    (request) => remindSigners(deps, serviceContext(request), request.params.id),
  );

  routes.get(
    '/docs/documents/:id/signed-pdf',
    {
      config: read,
      schema: {
        params: documentIdParams,
        produces: ['application/pdf'],
        response: { 200: exportedFile, 202: errorBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const signed = await readSignedPdf(deps, serviceContext(request), request.params.id);
      // Every signer signed and the seal job is at work: a short wait, not a refusal.
      if (signed.sealing) {
        return reply
          .code(202)
          .header('Retry-After', String(SEALING_RETRY_AFTER_SECONDS))
          .header('Cache-Control', 'no-store')
          .send({ detail: STILL_SEALING });
      }
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Length', String(signed.size))
        .header('Content-Disposition', attachmentContentDisposition(signed.fileName))
        .header('Cache-Control', 'no-store')
        .send(signed.stream);
    },
  );
}
