import { HttpError } from '../../lib/errors.js';
import { isWorkerQueueFull, workerPool } from '../../lib/worker-pool.js';
import type { AppliedImport, ApplyOptions } from './apply-mappings.js';
import type { ConvertedDocx, ConvertOptions } from './convert-docx.js';
import type { ImportOutcome, ImportTask } from './convert-worker.js';
import { DocxImportError } from './import-error.js';

// A Word file of 27 MB of XML held the event loop for 36 s (issue 28): unpacking, parsing,
// converting and sanitizing run on worker threads (convert-worker.ts), a few at a time, so /healthz
// and every other request keep their pace while an import runs.

/** The detail of the 503 answered when too many imports are waiting already. */
export const IMPORT_BUSY = 'The server is busy converting other Word files; try again in a minute.';

const pool = workerPool<ImportTask, ImportOutcome>({
  worker: new URL('./convert-worker', import.meta.url),
  // Each conversion may take hundreds of MB: two at once, and a few waiting; the rest are refused.
  maxThreads: 2,
  maxQueue: 4,
  // Imports are occasional: the threads (each loading mammoth) go when idle.
  minThreads: 0,
  idleTimeout: 30_000,
});

async function run(task: ImportTask): Promise<ImportOutcome> {
  let outcome: ImportOutcome;
  try {
    outcome = await pool.run(task);
  } catch (error) {
    if (isWorkerQueueFull(error)) throw new HttpError(503, IMPORT_BUSY);
    throw error;
  }
  if ('refused' in outcome) throw new DocxImportError(outcome.refused.code, outcome.refused.detail);
  return outcome;
}

/** Reads and converts a Word upload on a worker thread; throws DocxImportError for a refused file, 503 when busy. */
export async function convertOffThread(bytes: Uint8Array, options: ConvertOptions): Promise<ConvertedDocx> {
  const outcome = await run({ kind: 'convert', bytes, ...options });
  if (!('converted' in outcome))
    throw new Error('The import worker answered a conversion with something else');
  return outcome.converted;
}

/** applyMappings (with its sanitizing of the whole body) on a worker thread. */
export async function applyMappingsOffThread(
  converted: ConvertedDocx,
  options: ApplyOptions,
): Promise<AppliedImport> {
  // The images' bytes stay here: only their URLs, in options, are needed.
  const outcome = await run({ kind: 'apply', converted: { ...converted, images: [] }, options });
  if (!('applied' in outcome)) throw new Error('The import worker answered a mapping with something else');
  return outcome.applied;
}

/** Marks the pool as used by one more app; the returned function releases it, closing the pool after the last. */
export function holdConvertPool(): () => Promise<void> {
  return pool.hold();
}
