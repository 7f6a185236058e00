import os from 'node:os';
import { Piscina } from 'piscina';

// Work that takes a CPU for a good part of a second (sanitizing 5 MB of HTML), or a library that
// must not share the server's globals (pdf.js, signatures/seal/find-fields.ts), runs on worker
// threads. A pool starts with its first task and closes when the last app holding it closes (tests
// build several apps in one process).
//
// The server runs from tsc's output (.js) and vitest runs the TypeScript source: from source, a
// worker thread starts in ts-worker.mjs, which loads the .ts worker through tsx, resolving
// @lexdraft/* to their source (the `source` condition) as vitest does.

export type WorkerPoolOptions = {
  /** The worker module beside the caller, without its extension: `new URL('./x-worker', import.meta.url)`. */
  worker: URL;
  /** Tasks waiting beyond this are refused rather than piling up in memory. */
  maxQueue: number;
  /** At most this many threads (one per spare core, up to 4, by default). */
  maxThreads?: number;
  /** Threads kept while idle (1 by default); with 0 the pool's last thread ends after `idleTimeout`. */
  minThreads?: number;
  /** How long an idle thread above minThreads lives, in ms (60 s by default). */
  idleTimeout?: number;
};

export type WorkerPool<Task, Result> = {
  run(task: Task): Promise<Result>;
  /** Marks the pool as used by one more app; the returned function releases it, closing the pool after the last. */
  hold(): () => Promise<void>;
};

// One thread per spare core, at least one: the event loop keeps a core.
const THREADS = Math.max(1, Math.min(4, os.availableParallelism() - 1));

/** True when a pool's queue is full, so the caller can answer "busy" instead of failing. */
export function isWorkerQueueFull(error: unknown): boolean {
  return error instanceof Error && error.message === 'Task queue is at limit';
}

/** A pool of worker threads, each running the worker module's default export on a task. */
export function workerPool<Task, Result>({
  worker,
  maxQueue,
  maxThreads = THREADS,
  minThreads = 1,
  idleTimeout = 60_000,
}: WorkerPoolOptions): WorkerPool<Task, Result> {
  const fromSource = import.meta.url.endsWith('.ts');
  const filename = fromSource ? new URL('./ts-worker.mjs', import.meta.url).href : `${worker.href}.js`;
  let pool: Piscina<Task, Result> | undefined;
  let holders = 0;

  return {
    run(task) {
      pool ??= new Piscina({
        filename,
        minThreads,
        maxThreads,
        maxQueue,
        idleTimeout,
        ...(fromSource
          ? { workerData: { tsWorker: `${worker.href}.ts` }, execArgv: ['--conditions=source'] }
          : {}),
      });
      return pool.run(task);
    },
    hold() {
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
    },
  };
}
