import { DOCUMENT_NAME_MAX_LENGTH } from '@lexdraft/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bulkJobRows, bulkJobs, type documents } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { findDocument } from '../documents/scope.js';
import { templateStart } from '../documents/template-layout.js';
import { makeFromTemplate } from '../merge-fields/generate.js';
import { type LoadedEntity, loadEntities } from '../merge-fields/load-entities.js';
import { type BulkJobRow, type BulkRow, unknownEntity } from './bulk-row.js';
import { jobContext } from './job-context.js';
import { rowProblem } from './row-problem.js';
import { templateQuestions } from './template-questions.js';

// The work of one bulk job, row after row. Each row's document and its bulk_job_rows row commit
// together, and the row's primary key (job, row) is taken by the insert: a job that died mid-way
// and runs again skips the rows it finished, and two runs racing never keep a row twice (the loser
// rolls its document back). A row that cannot be made is recorded with why, and the others go on.

type TemplateRow = typeof documents.$inferSelect;

/** Thrown inside a row's transaction when another run finished the row first: rolls the document back. */
class RowTaken extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * How a run goes: rows made side by side (each in its own transaction: most of a row's time is
 * the database's, so a few at once make the job several times faster than one by one), and what a
 * test may do after each row (a hook that throws stands for a crash after that row).
 */
type RunOptions = { concurrency?: number; afterRow?: (row: number) => Promise<void> | void };

const ROW_CONCURRENCY = 4;

/** Marks the job running (unless it was cancelled or has finished) and answers it. */
async function startJob(db: Db, jobId: string): Promise<BulkJobRow | undefined> {
  const [job] = await db
    .update(bulkJobs)
    .set({ status: 'running', startedAt: sql`coalesce(${bulkJobs.startedAt}, now())` })
    .where(and(eq(bulkJobs.id, jobId), inArray(bulkJobs.status, ['queued', 'running'])))
    .returning();
  return job;
}

/** Ends a running job; one cancelled meanwhile stays cancelled. */
async function finishJob(db: Db, jobId: string, status: 'completed' | 'failed') {
  await db
    .update(bulkJobs)
    .set({ status, finishedAt: new Date() })
    .where(and(eq(bulkJobs.id, jobId), eq(bulkJobs.status, 'running')));
}

async function isCancelled(db: Db, jobId: string): Promise<boolean> {
  const [job] = await db.select({ status: bulkJobs.status }).from(bulkJobs).where(eq(bulkJobs.id, jobId));
  return job?.status !== 'running';
}

/** The job's template, if it is still a template of the creator's firm. */
async function findTemplate(db: Db, ctx: ServiceContext, templateId: string | null) {
  if (!templateId) return undefined;
  try {
    const template = await findDocument(db, ctx, templateId);
    return template.isTemplate ? template : undefined;
  } catch (error) {
    if (error instanceof HttpError) return undefined;
    throw error;
  }
}

/**
 * Marks a row finished (with its document, or why it has none), only while the job runs: one
 * statement that also reads whether the job was cancelled. Answers whether the mark was taken;
 * when it was not, the row was finished elsewhere or the job stopped running (`stillRunning` says).
 */
async function markRow(
  db: Db,
  jobId: string,
  mark: { row: number; documentId?: string; name?: string; error?: string },
): Promise<boolean> {
  const taken = await db.execute(sql`
    insert into ${bulkJobRows} (job_id, row, document_id, name, error)
    select ${jobId}, ${mark.row}, ${mark.documentId ?? null}, ${mark.name ?? null}, ${mark.error ?? null}
    where exists (select 1 from ${bulkJobs} where id = ${jobId} and status = 'running')
    on conflict do nothing
    returning row`);
  return taken.rows.length > 0;
}

/** Thrown when a row finds its job no longer running: the run stops before making more. */
class JobStopped extends Error {}

async function recordError(db: Db, jobId: string, row: number, message: string) {
  if (!(await markRow(db, jobId, { row, error: message })) && (await isCancelled(db, jobId)))
    throw new JobStopped();
}

/** Rows whose entities are read together: three queries a block, not three a row. */
const ENTITY_BLOCK = 50;

/**
 * The entity of a pending row (by its index), read with the rest of its block of rows on first need.
 * A block is read just before its rows are made, so a record changed during a long job is read anew
 * by the rows after it. Another firm's or an unknown entity is absent.
 */
function entityReader(db: Db, ctx: ServiceContext, rows: readonly BulkRow[]) {
  const blocks = new Map<number, Promise<Map<string, LoadedEntity>>>();
  return async (index: number, id: string): Promise<LoadedEntity | undefined> => {
    const block = Math.floor(index / ENTITY_BLOCK);
    let loading = blocks.get(block);
    if (!loading) {
      const ids = rows
        .slice(block * ENTITY_BLOCK, (block + 1) * ENTITY_BLOCK)
        .flatMap((row) => (row.entity_id && UUID.test(row.entity_id) ? [row.entity_id] : []));
      loading = loadEntities(db, ctx, ids);
      blocks.set(block, loading);
      blocks.delete(block - 2);
    }
    return (await loading).get(id);
  };
}

/** A row's document name: its `name` cell; with an entity, generate's `{template} - {entity}`; else `{template} - row {n}`. */
const rowName = (template: TemplateRow, row: BulkRow) =>
  (row.name ?? (row.entity_id ? undefined : `${template.name} - row ${row.row}`))?.slice(
    0,
    DOCUMENT_NAME_MAX_LENGTH,
  );

type RowWork = {
  ctx: ServiceContext;
  template: TemplateRow;
  start: Awaited<ReturnType<typeof templateStart>>;
  job: BulkJobRow;
  check: (row: BulkRow) => string | undefined;
  entityOf: ReturnType<typeof entityReader>;
};

/** Makes one row's document and marks the row done, in one transaction; or records why it cannot. */
async function runRow(db: Db, work: RowWork, row: BulkRow, index: number): Promise<void> {
  const { ctx, template, start, job, check, entityOf } = work;
  const problem = check(row);
  if (problem) return recordError(db, job.id, row.row, problem);
  const entity = row.entity_id ? await entityOf(index, row.entity_id) : undefined;
  if (row.entity_id && !entity) return recordError(db, job.id, row.row, unknownEntity(row.entity_id));
  try {
    await db.transaction(async (tx) => {
      // A row's commit need not wait for the disk: PostgreSQL then loses, at worst, the last rows
      // before a crash, whole (document and row mark together), which a resumed run makes again;
      // the job's own end is an ordinary commit, which flushes every row before it.
      await tx.execute(sql`set local synchronous_commit = off`);
      const created = await makeFromTemplate(tx, ctx, template, {
        entityId: row.entity_id ?? null,
        name: rowName(template, row),
        values: row.values,
        source: 'generated',
        audit: { action: 'document.generated', details: { bulk_job_id: job.id } },
        start,
        entity,
      });
      const mark = { row: row.row, documentId: created.row.id, name: created.row.name };
      if (await markRow(tx, job.id, mark)) return;
      // Not taken: the job was cancelled (stop), or another run finished this row (go on); either
      // way this row's document is rolled back.
      throw (await isCancelled(tx, job.id)) ? new JobStopped() : new RowTaken();
    });
  } catch (error) {
    if (error instanceof RowTaken) return;
    if (error instanceof HttpError) return recordError(db, job.id, row.row, error.detail);
    throw error;
  }
}

/**
 * Runs a bulk job from where it stands: the rows not finished yet, in order, a few at a time,
 * stopping before the next row once the job is cancelled. Safe to run again, and at the same time
 * as another run. A row that throws (not a refusal) stops the run: the job is retried and resumes.
 */
export async function runBulkJob(db: Db, jobId: string, options: RunOptions = {}): Promise<void> {
  const job = await startJob(db, jobId);
  if (!job) return;
  const ctx = await jobContext(db, job);
  const template = ctx && (await findTemplate(db, ctx, job.templateId));
  // Nothing can be made: the template is gone, or its creator may no longer make documents.
  if (!ctx || !template) return finishJob(db, job.id, 'failed');
  const { questions, values } = await templateQuestions(db, ctx, template);
  const check = (row: BulkRow) => rowProblem(questions, { ...values, ...row.values }, !!row.entity_id);
  const finished = await db
    .select({ row: bulkJobRows.row })
    .from(bulkJobRows)
    .where(eq(bulkJobRows.jobId, job.id));
  const done = new Set(finished.map((row) => row.row));
  const pending = job.rows.filter((row) => !done.has(row.row));
  const work: RowWork = {
    ctx,
    template,
    start: await templateStart(db, template),
    job,
    check,
    entityOf: entityReader(db, ctx, pending),
  };
  let next = 0;
  let stopped = false;
  // No read of the job before each row: a row's mark is taken only while the job runs (markRow).
  const worker = async () => {
    while (!stopped && next < pending.length) {
      const index = next++;
      const row = pending[index] as BulkRow;
      try {
        await runRow(db, work, row, index);
      } catch (error) {
        if (!(error instanceof JobStopped)) throw error;
        stopped = true;
        return;
      }
      await options.afterRow?.(row.row);
    }
  };
  const workers = Array.from(
    { length: Math.min(options.concurrency ?? ROW_CONCURRENCY, pending.length) },
    () =>
      worker().catch((error: unknown) => {
        stopped = true;
        throw error;
      }),
  );
  const failure = (await Promise.allSettled(workers)).find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  if (stopped) return;
  await finishJob(db, job.id, 'completed');
}
