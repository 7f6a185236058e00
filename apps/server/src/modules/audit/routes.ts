import {
  answers,
  auditExportQuery,
  auditPage,
  auditQuery,
  errorResponses,
  exportedFile,
} from '@lexdraft/contract';
import { AUDIT_PERMISSION } from '@lexdraft/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { attachmentContentDisposition } from '../assets/file-name.js';
import { serviceContext, signedInUser } from '../auth/guard.js';
import { exportAuditLog } from './audit-export.js';
import { listAuditPage } from './audit-query.js';

/** The firm's audit log for its admins: a page at a time, or all of it as a file (docs/audit-log.md). */
export async function auditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/audit',
    {
      config: { access: AUDIT_PERMISSION },
      schema: { querystring: auditQuery, response: answers(auditPage) },
    },
    async (request) => listAuditPage(db, signedInUser(request).orgId, request.query),
  );

  routes.get(
    '/api/audit/export',
    {
      // A download link the browser opens itself carries the access-token cookie, not the header.
      config: { access: AUDIT_PERMISSION, cookieAuth: true },
      schema: {
        querystring: auditExportQuery,
        produces: ['text/csv', 'application/json'],
        response: { 200: exportedFile, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const file = await exportAuditLog(db, serviceContext(request), { format, filters });
      // A failure half-way can no longer change the status: the download ends broken, and the log says why.
      file.stream.on('error', (error) => request.log.error({ err: error }, 'Audit log export failed'));
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', attachmentContentDisposition(file.fileName))
        .header('Cache-Control', 'no-store')
        .send(file.stream);
    },
  );
}
