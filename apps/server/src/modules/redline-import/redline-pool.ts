import { HttpError } from '../../lib/errors.js';
import { isWorkerQueueFull, workerPool } from '../../lib/worker-pool.js';
import { IMPORT_BUSY } from '../template-import/convert-pool.js';
import { DocxImportError } from '../template-import/import-error.js';
import type { BuiltRedline } from './build-redline.js';
import type { RedlineOutcome, RedlineTask } from './redline-worker.js';

// Converting a Word file holds a CPU for seconds and hundreds of MB (template-import/convert-pool.ts):
// it runs on worker threads, as few at once as the template import's, the rest refused as busy.

const pool = workerPool<RedlineTask, RedlineOutcome>({
  worker: new URL('./redline-worker', import.meta.url),
  maxThreads: 2,
  maxQueue: 4,
  minThreads: 0,
  idleTimeout: 30_000,
});

/** Reads, converts and builds a Word redline on a worker thread; throws DocxImportError for a refused file, 503 when busy. */
export async function buildRedlineOffThread(task: RedlineTask): Promise<BuiltRedline> {
  let outcome: RedlineOutcome;
  try {
    outcome = await pool.run(task);
  } catch (error) {
    if (isWorkerQueueFull(error)) throw new HttpError(503, IMPORT_BUSY);
    throw error;
  }
  if ('refused' in outcome) throw new DocxImportError(outcome.refused.code, outcome.refused.detail);
  return outcome.built;
}

/** Marks the pool as used by one more app; the returned function releases it, closing the pool after the last. */
export function holdRedlinePool(): () => Promise<void> {
  return pool.hold();
}
