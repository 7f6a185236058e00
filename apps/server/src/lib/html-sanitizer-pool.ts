import type { SanitizeResult } from './html-sanitizer.js';
import { isWorkerQueueFull, workerPool } from './worker-pool.js';

// Sanitizing 5 MB of HTML takes about a second of CPU; on the event loop that second would hold every
// other request, so it runs on a small pool of worker threads (html-sanitizer-worker.ts).

const pool = workerPool<string, SanitizeResult>({
  worker: new URL('./html-sanitizer-worker', import.meta.url),
  // Saves waiting beyond this are refused rather than piling up 5 MB strings in memory.
  maxQueue: 100,
});

/** True when the pool's queue is full, so the caller can answer "busy" instead of failing. */
export const isSanitizerQueueFull = isWorkerQueueFull;

/** Sanitizes document HTML on a worker thread (html-sanitizer.ts), leaving the event loop free. */
export function sanitizeOffThread(html: string): Promise<SanitizeResult> {
  return pool.run(html);
}

/** Marks the pool as used by one more app; the returned function releases it, closing the pool after the last. */
export function holdSanitizerPool(): () => Promise<void> {
  return pool.hold();
}
