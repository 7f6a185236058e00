import { workerPool } from '../../../lib/worker-pool.js';
import type { ExportDocument } from '../export-document.js';
import { type DocxTask, docxTask } from './docx-task.js';

// Building a 200-page Word file takes a CPU for 100 to 200 ms, nearly all of it in the docx package;
// on the event loop that would hold every other request for as long, and four at once for most of
// a second. It runs on worker threads (docx-worker.ts), whose small heaps also collect its
// short-lived object tree faster than the server's large one does.

const pool = workerPool<DocxTask, Uint8Array>({
  worker: new URL('./docx-worker', import.meta.url),
  // Each waiting task holds its images and the body's text; beyond this, exports are refused.
  maxQueue: 50,
});

/** The document as a .docx file, built on a worker thread. */
export async function renderDocxOffThread(doc: ExportDocument): Promise<Buffer> {
  const bytes = await pool.run(docxTask(doc));
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Marks the pool as used by one more app; the returned function releases it, closing the pool after the last. */
export function holdDocxPool(): () => Promise<void> {
  return pool.hold();
}
