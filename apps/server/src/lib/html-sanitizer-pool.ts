import os from 'node:os';
import { Piscina } from 'piscina';
import type { SanitizeResult } from './html-sanitizer.js';

// Sanitizing 5 MB of HTML takes about a second of CPU; on the event loop that second would hold every
// other request, so it runs on a small pool of worker threads. The pool starts with the first save and
// is closed when the last app using it closes (tests build several apps in one process).
//
// The server runs from tsc's output (.js) and vitest runs the TypeScript source: from source, the
// worker thread loads the .ts worker through tsx, resolving @lexdraft/core to its source as vitest does.
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(`./html-sanitizer-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);

// One thread per spare core, at least one: the event loop keeps a core, and saves are rare next to reads.
const THREADS = Math.max(1, Math.min(4, os.availableParallelism() - 1));
// Saves waiting beyond this are refused rather than piling up 5 MB strings in memory.
const MAX_QUEUE = 100;

let pool: Piscina<string, SanitizeResult> | undefined;
let holders = 0;

function currentPool(): Piscina<string, SanitizeResult> {
  pool ??= new Piscina({
    filename: workerFile.href,
    minThreads: 1,
    maxThreads: THREADS,
    maxQueue: MAX_QUEUE,
    idleTimeout: 60_000,
    execArgv: fromSource ? ['--conditions=source', '--import', 'tsx'] : [],
  });
  return pool;
}

/** True when the pool's queue is full, so the caller can answer "busy" instead of failing. */
export function isSanitizerQueueFull(error: unknown): boolean {
  return error instanceof Error && error.message === 'Task queue is at limit';
}

/** Sanitizes document HTML on a worker thread (html-sanitizer.ts), leaving the event loop free. */
export function sanitizeOffThread(html: string): Promise<SanitizeResult> {
  return currentPool().run(html);
}

/** Marks the pool as used by one more app; the returned function releases it, closing the pool after the last. */
export function holdSanitizerPool(): () => Promise<void> {
  holders += 1;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0 || !pool) return;
    const closing = pool;
    pool = undefined;
    await closing.destroy();
  };
}
