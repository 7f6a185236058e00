import type { JSONContent } from '@tiptap/core';
import { HttpError } from '../../lib/errors.js';
import { isWorkerQueueFull, workerPool } from '../../lib/worker-pool.js';
import { rememberBodyIndex } from './body-index.js';
import type { ReadBody } from './body-json-worker.js';

// Reading a 4.9 MB body into the editor's JSON (a DOM emulation) takes seconds: on the event loop it
// held every other request while an export loaded (issue 28). A big body is read on a worker thread;
// a small one, read in milliseconds, is not worth the crossing.

/** Bodies of at least this many characters of HTML are read off the event loop. */
export const OFF_THREAD_BODY_CHARS = 64 * 1024;

/** The detail of the 503 answered when too many big bodies are waiting to be read. */
export const BODY_BUSY = 'The server is busy reading other large documents; try again in a moment.';

const pool = workerPool<Record<string, unknown>, ReadBody>({
  worker: new URL('./body-json-worker', import.meta.url),
  maxQueue: 20,
  minThreads: 0,
});

/** A stored body's JSON read on a worker thread, its field ids and image sources remembered with it. */
export async function readBodyOffThread(body: Record<string, unknown>): Promise<JSONContent> {
  let read: ReadBody;
  try {
    read = await pool.run(body);
  } catch (error) {
    if (isWorkerQueueFull(error)) throw new HttpError(503, BODY_BUSY);
    throw error;
  }
  const json = JSON.parse(read.jsonText) as JSONContent;
  rememberBodyIndex(json, read);
  return json;
}

/** Marks the pool as used by one more app; the returned function releases it, closing the pool after the last. */
export function holdBodyJsonPool(): () => Promise<void> {
  return pool.hold();
}
