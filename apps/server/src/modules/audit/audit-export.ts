import { Readable } from 'node:stream';
import type { Db } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import type { ServiceContext } from '../auth/context.js';
import { AUDIT_CSV_HEADER, auditCsvLine } from './audit-csv.js';
import { type AuditFilters, allAuditRows, auditPeriod } from './audit-query.js';

export type AuditExportFormat = 'csv' | 'json';

const CONTENT_TYPES: Record<AuditExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

export type AuditExport = { fileName: string; contentType: string; stream: Readable };

async function* csvText(rows: AsyncIterable<Parameters<typeof auditCsvLine>[0][]>): AsyncGenerator<string> {
  yield AUDIT_CSV_HEADER;
  for await (const batch of rows) yield batch.map(auditCsvLine).join('');
}

async function* jsonText(rows: AsyncIterable<unknown[]>): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const batch of rows) {
    const items = batch.map((item) => JSON.stringify(item)).join(',');
    yield first ? items : `,${items}`;
    first = false;
  }
  yield ']';
}

/**
 * The firm's audit rows matching the filters as a file, read a batch at a time while it is sent.
 * The export is itself audited, with its format and filters, before any row is read.
 */
export async function exportAuditLog(
  db: Db,
  ctx: ServiceContext,
  { format, filters, now = new Date() }: { format: AuditExportFormat; filters: AuditFilters; now?: Date },
): Promise<AuditExport> {
  auditPeriod(filters);
  await writeAudit(db, ctx.meta, {
    orgId: ctx.user.orgId,
    userId: ctx.user.id,
    action: 'audit.exported',
    details: { format, filters },
  });
  const rows = allAuditRows(db, ctx.user.orgId, filters);
  const text = format === 'csv' ? csvText(rows) : jsonText(rows);
  return {
    fileName: `audit-log-${now.toISOString().slice(0, 10)}.${format}`,
    contentType: CONTENT_TYPES[format],
    stream: Readable.from(text),
  };
}
