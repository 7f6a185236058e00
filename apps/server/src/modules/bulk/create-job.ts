import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bulkJobs, entities } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import { HttpError } from '../../lib/errors.js';
import type { Jobs } from '../../lib/jobs.js';
import type { ServiceContext } from '../auth/context.js';
import { findInterviewTemplate } from '../interview/load-interview.js';
import { type BulkRow, unknownEntity } from './bulk-row.js';
import { BULK_GENERATE_QUEUE } from './generate-job.js';
import { readBulkCsv } from './parse-csv.js';
import { templateQuestions } from './template-questions.js';

// POST /docs/templates/{id}/bulk-generate: the request is checked whole (the template, the
// entities or the CSV's header and size), stored as one bulk_jobs row, and its pg-boss job is
// enqueued in the same transaction, so the job exists exactly when the request was accepted.

/** Entities picked in the records, or a CSV file's bytes. */
export type BulkInput = { entityIds: string[] } | { file: Uint8Array };

/** One row per entity, numbered from 1; the first entity the firm does not have is a 422. */
async function entityRows(db: Db, ctx: ServiceContext, ids: string[]): Promise<BulkRow[]> {
  const unique = [...new Set(ids)];
  const found = await db
    .select({ id: entities.id })
    .from(entities)
    .where(and(eq(entities.orgId, ctx.user.orgId), inArray(entities.id, unique)));
  const known = new Set(found.map((entity) => entity.id));
  const unknown = unique.find((id) => !known.has(id));
  if (unknown !== undefined) throw new HttpError(422, unknownEntity(unknown));
  return unique.map((id, index) => ({ row: index + 1, entity_id: id, values: {} }));
}

/** Stores a bulk job for a template of the caller's firm and queues it; answers its id. */
export async function createBulkJob(
  db: Db,
  ctx: ServiceContext,
  jobs: Jobs,
  templateId: string,
  input: BulkInput,
): Promise<{ job_id: string }> {
  const template = await findInterviewTemplate(db, ctx, templateId);
  let rows: BulkRow[];
  if ('file' in input) {
    const { questions } = await templateQuestions(db, ctx, template);
    const fields = new Set(questions.filter((q) => q.type !== 'list').map((q) => q.id));
    rows = readBulkCsv(input.file, fields);
  } else {
    rows = await entityRows(db, ctx, input.entityIds);
  }
  const created = await db.transaction(async (tx) => {
    const [job] = await tx
      .insert(bulkJobs)
      .values({
        orgId: ctx.user.orgId,
        templateId: template.id,
        createdBy: ctx.user.id,
        total: rows.length,
        rows,
      })
      .returning({ id: bulkJobs.id });
    const id = job!.id;
    await jobs.enqueue(BULK_GENERATE_QUEUE, { jobId: id }, { db: tx });
    await writeAudit(tx, ctx.meta, {
      orgId: ctx.user.orgId,
      userId: ctx.user.id,
      action: 'bulk.started',
      targetType: 'bulk_job',
      targetId: id,
      details: { template_id: template.id, total: rows.length },
    });
    return { job_id: id };
  });
  // Committed: this instance starts the job now rather than at its queue's next poll.
  jobs.wake(BULK_GENERATE_QUEUE);
  return created;
}
