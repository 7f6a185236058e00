import { HttpError } from '../../../lib/errors.js';
import { isWorkerQueueFull, workerPool } from '../../../lib/worker-pool.js';
import { bodyJsonText, fieldIdsOf } from '../body-index.js';
import type { ExportDocument, FieldText } from '../export-document.js';
import type { DocxTask } from './render-worker.js';
import { withWordImages } from './word-images.js';

// A 4.9 MB document's Word export held the event loop for 5.9 s (issue 28): the file is built on
// worker threads (render-worker.ts). WebP pictures become PNGs here first (sharp works off the
// event loop already, and its native module stays on the main thread).

/** The detail of the 503 answered when too many Word exports are waiting already. */
export const EXPORT_BUSY = 'The server is busy building other Word files; try again in a moment.';

const pool = workerPool<DocxTask, Uint8Array>({
  worker: new URL('./render-worker', import.meta.url),
  // A waiting export holds its document and images in memory: beyond this, refuse rather than pile up.
  maxQueue: 20,
});

/** The document as a .docx file, built on a worker thread; 503 when too many are waiting. */
export async function renderDocxOffThread(given: ExportDocument): Promise<Buffer> {
  const { field, ...doc } = await withWordImages(given);
  const fields = new Map<string, FieldText>(fieldIdsOf(doc.body).map((id) => [id, field(id)]));
  let bytes: Uint8Array;
  try {
    const jsonText = bodyJsonText(doc.body);
    bytes = await pool.run({ ...doc, body: jsonText === undefined ? doc.body : { jsonText }, fields });
  } catch (error) {
    if (isWorkerQueueFull(error)) throw new HttpError(503, EXPORT_BUSY);
    throw error;
  }
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Marks the pool as used by one more app; the returned function releases it, closing the pool after the last. */
export function holdDocxPool(): () => Promise<void> {
  return pool.hold();
}
