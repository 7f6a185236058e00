import { asc, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import { runPeriodically } from '../../lib/run-periodically.js';

const DAY_MS = 24 * 60 * 60 * 1000;
// Each delete is its own short statement, so a large backlog never holds the table for long.
const ROWS_PER_DELETE = 5000;

/**
 * Removes the audit rows of every firm older than `retentionDays` before `now`, a batch at a time,
 * and answers how many went. Retention is the install's setting, so no firm scope applies.
 */
export async function pruneAuditLog(
  db: Db,
  {
    retentionDays,
    now = new Date(),
    batchSize = ROWS_PER_DELETE,
  }: { retentionDays: number; now?: Date; batchSize?: number },
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let removed = 0;
  for (;;) {
    // Oldest ids first: the rows past the cutoff sit at the start of the primary key.
    const batch = db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(lt(auditLog.createdAt, cutoff))
      .orderBy(asc(auditLog.id))
      .limit(batchSize);
    const gone = await db.delete(auditLog).where(inArray(auditLog.id, batch)).returning({ id: auditLog.id });
    removed += gone.length;
    if (gone.length < batchSize) return removed;
  }
}

const PRUNE_EVERY_MS = DAY_MS;

/** With AUDIT_RETENTION_DAYS set, prunes once the app is ready and then daily (runPeriodically). */
export async function auditRetention(
  app: FastifyInstance,
  { db, retentionDays }: { db: Db; retentionDays: number | undefined },
) {
  if (retentionDays === undefined) return;
  runPeriodically(app, {
    everyMs: PRUNE_EVERY_MS,
    failure: 'Audit retention failed; it will run again',
    task: async () => {
      const removed = await pruneAuditLog(db, { retentionDays });
      if (removed > 0)
        app.log.info(`Audit retention removed ${removed} rows older than ${retentionDays} days`);
    },
  });
}
