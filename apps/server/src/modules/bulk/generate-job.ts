import type { Db } from '../../db/client.js';
import type { JobName, Jobs } from '../../lib/jobs.js';
import { runBulkJob } from './run-job.js';

// One pg-boss job per bulk request, enqueued in the transaction that stores it: any instance runs
// it, and one that dies mid-way leaves it to be retried, resuming after the rows it finished.

declare module '../../lib/jobs.js' {
  interface JobQueues {
    /** Makes the documents of one bulk job (bulk_jobs.id). */
    'bulk.generate': { jobId: string };
  }
}

/** The queue's name, for the route that enqueues and the tests that run its jobs. */
export const BULK_GENERATE_QUEUE = 'bulk.generate' satisfies JobName;

// A thousand rows take minutes; a run is taken for dead (and resumed elsewhere) only after this.
const EXPIRE_SECONDS = 30 * 60;

/** Declares the bulk generation queue. */
export function handleBulkGenerate(jobs: Jobs, deps: { db: Db }): void {
  jobs.handle(BULK_GENERATE_QUEUE, ({ jobId }) => runBulkJob(deps.db, jobId), {
    expireInSeconds: EXPIRE_SECONDS,
  });
}
