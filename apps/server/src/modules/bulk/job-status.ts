import type { BulkJobRecord } from '@lexdraft/contract';
import type { BulkJobStatus } from '@lexdraft/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bulkJobRows, bulkJobs } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { type BulkJobRow, JOB_NOT_FOUND } from './bulk-row.js';

// A bulk job as its screen polls it: the counts, the documents made and the rows refused, in row
// order. The rows' input stays on the server; only what was made, and why not, leaves it.

/** A bulk job of the caller's firm; another firm's is "not found". */
export async function findBulkJob(
  db: Db,
  ctx: ServiceContext,
  id: string,
  options: { lock?: boolean } = {},
): Promise<BulkJobRow> {
  const query = db
    .select()
    .from(bulkJobs)
    .where(and(eq(bulkJobs.orgId, ctx.user.orgId), eq(bulkJobs.id, id)));
  const [job] = options.lock ? await query.for('update') : await query;
  if (!job) throw new HttpError(404, JOB_NOT_FOUND);
  return job;
}

/** The finished rows of a job, in row order. */
export function finishedRows(db: Db, jobId: string) {
  return db
    .select({
      row: bulkJobRows.row,
      documentId: bulkJobRows.documentId,
      name: bulkJobRows.name,
      error: bulkJobRows.error,
    })
    .from(bulkJobRows)
    .where(eq(bulkJobRows.jobId, jobId))
    .orderBy(asc(bulkJobRows.row));
}

/** The job as `GET /docs/bulk-jobs/{id}` answers it. */
export async function presentBulkJob(db: Db, job: BulkJobRow): Promise<BulkJobRecord> {
  const rows = await finishedRows(db, job.id);
  const documents = rows.flatMap((row) =>
    row.documentId ? [{ row: row.row, id: row.documentId, name: row.name ?? '' }] : [],
  );
  const errors = rows.flatMap((row) => (row.error !== null ? [{ row: row.row, message: row.error }] : []));
  return {
    id: job.id,
    template_id: job.templateId,
    status: job.status as BulkJobStatus,
    total: job.total,
    done: documents.length,
    failed: errors.length,
    documents,
    errors,
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}

/** `GET /docs/bulk-jobs/{id}`. */
export async function getBulkJob(db: Db, ctx: ServiceContext, id: string): Promise<BulkJobRecord> {
  return presentBulkJob(db, await findBulkJob(db, ctx, id));
}
