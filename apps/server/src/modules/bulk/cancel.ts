import type { BulkJobRecord } from '@lexdraft/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bulkJobs } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import { conflict } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { findBulkJob, presentBulkJob } from './job-status.js';

// Cancelling stops a job before its next row (the run reads the status before each one); the
// documents already made stay. A job that has finished has nothing left to stop.

export const ALREADY_FINISHED = 'This bulk job has already finished';

/** `POST /docs/bulk-jobs/{id}/cancel`. */
export async function cancelBulkJob(db: Db, ctx: ServiceContext, id: string): Promise<BulkJobRecord> {
  const job = await db.transaction(async (tx) => {
    const row = await findBulkJob(tx, ctx, id, { lock: true });
    if (row.status !== 'queued' && row.status !== 'running') throw conflict(ALREADY_FINISHED);
    const [cancelled] = await tx
      .update(bulkJobs)
      .set({ status: 'cancelled', finishedAt: new Date() })
      .where(eq(bulkJobs.id, row.id))
      .returning();
    await writeAudit(tx, ctx.meta, {
      orgId: ctx.user.orgId,
      userId: ctx.user.id,
      action: 'bulk.cancelled',
      targetType: 'bulk_job',
      targetId: row.id,
      details: { template_id: row.templateId },
    });
    return cancelled!;
  });
  return presentBulkJob(db, job);
}
