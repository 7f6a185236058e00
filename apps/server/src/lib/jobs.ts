import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client.js';

// Work that must outlive a request (sealing, reminders, expiry) runs as pg-boss jobs in the app's own
// PostgreSQL, in the schema `pgboss`: any instance may run a job, and none is lost on a restart.
// pg-boss shares the app's connection pool, and a job can be enqueued in the transaction of the work
// it follows from, so that it exists exactly when that work was committed. Handlers must be
// idempotent: a job whose instance died mid-way runs again.

/**
 * Every queue and the data its jobs carry. A module declares its own queues beside their handler:
 * `declare module '../../lib/jobs.js' { interface JobQueues { 'signature.expire': { requestId: string } } }`.
 * Names are `area.verb` (docs/signing.md lists the signing ones).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules through declaration merging.
export interface JobQueues {}

export type JobName = keyof JobQueues & string;

/** What a handler is given besides its data. */
export type JobInfo = { id: string; name: string };

export type JobHandler<N extends JobName> = (data: JobQueues[N], job: JobInfo) => Promise<void>;

/**
 * How a queue retries a job whose handler threw, and how long a handler may run before its job is
 * taken for dead (its instance crashed) and retried: keep it short for work someone is waiting on.
 */
export type QueueOptions = {
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
};

export type EnqueueOptions = {
  /** The transaction of the work the job follows from: the job is there only if it commits. */
  db?: Db;
  /** Not run before then. */
  startAfter?: Date;
};

export type Jobs = {
  /** Declares a queue and its handler; modules call it while the app's plugins register. */
  handle<N extends JobName>(name: N, handler: JobHandler<N>, options?: QueueOptions): void;
  /** Adds a job and answers its id. */
  enqueue<N extends JobName>(name: N, data: JobQueues[N], options?: EnqueueOptions): Promise<string>;
  /**
   * Runs the queue's jobs here and now, one after another, and answers how many ran: for tests,
   * whose app polls for none. `includeDeferred` also runs jobs whose startAfter is still ahead.
   * A handler's error fails its job (to be retried) and is thrown.
   */
  runQueued(name: JobName, options?: { includeDeferred?: boolean }): Promise<number>;
  /**
   * Has this instance's worker of the queue fetch now rather than at its next poll: for a job
   * enqueued in a transaction, once the caller has committed (someone is watching it start).
   */
  wake(name: JobName): void;
  /** Installs or migrates pg-boss's schema, creates the declared queues and, when polling, starts their workers. */
  start(): Promise<void>;
  /** Lets running handlers finish, then stops polling. The pool stays the app's to close. */
  stop(): Promise<void>;
};

export const JOBS_SCHEMA = 'pgboss';

// A handler that runs this long is taken for dead and its job is retried.
const JOB_EXPIRE_SECONDS = 15 * 60;
const DEFAULT_QUEUE: Required<QueueOptions> = {
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: JOB_EXPIRE_SECONDS,
};
// How often pg-boss's maintenance runs, which retries the jobs whose handler outlived their expiry.
const MAINTENANCE_INTERVAL_SECONDS = 30;
// How long running handlers may take to finish when the app stops.
const STOP_TIMEOUT_MS = 20_000;

/**
 * pg-boss's executeSql on a Drizzle transaction: its `$1`-style text is rebuilt as Drizzle SQL with
 * each value bound as one parameter (an array stays one array parameter), so that pg-boss's
 * statements run inside the caller's transaction. The same idea as pg-boss 12's fromDrizzle.
 */
export function transactionExecutor(tx: Db): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const parts: string[] = [];
      const params: unknown[] = [];
      const placeholder = /\$(\d+)/g;
      let last = 0;
      for (let match = placeholder.exec(text); match; match = placeholder.exec(text)) {
        parts.push(text.slice(last, match.index));
        params.push(sql.param(values[Number(match[1]) - 1]));
        last = placeholder.lastIndex;
      }
      parts.push(text.slice(last));
      const strings = Object.assign([...parts], { raw: [...parts] }) as unknown as TemplateStringsArray;
      const result = await tx.execute(sql(strings, ...params));
      return { rows: result.rows };
    },
  };
}

/**
 * The app's jobs on its database. `poll` starts a worker per queue at start(); without it (tests)
 * nothing runs by itself, pg-boss starts on first use, and runQueued runs jobs when the test says.
 */
export function createJobs(options: { pool: pg.Pool; log: FastifyBaseLogger; poll: boolean }): Jobs {
  const { pool, log, poll } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: JOBS_SCHEMA,
    // Maintenance (expiring stuck jobs, archiving) only where workers run; no cron schedules are used.
    supervise: poll,
    schedule: false,
    expireInSeconds: JOB_EXPIRE_SECONDS,
    // How often a job past its queue's expiry is found and retried (pg-boss's default is 120 s):
    // a seal someone waits on is not left for minutes behind a dead instance.
    maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
  });
  // pg-boss reports failures of its own background work as events; unheard, one would end the process.
  boss.on('error', (error) => log.error({ err: error }, 'Job queue error'));

  const handlers = new Map<string, { handler: JobHandler<JobName>; options: Required<QueueOptions> }>();
  const workers = new Map<string, string>();
  let starting: Promise<void> | undefined;
  let stopped = false;

  async function run(name: string, job: PgBoss.Job<object>): Promise<void> {
    const entry = handlers.get(name);
    if (!entry) throw new Error(`No handler for the job queue ${name}`);
    await entry.handler(job.data as never, { id: job.id, name });
  }

  async function startOnce(): Promise<void> {
    await boss.start();
    for (const [name, { options: queue }] of handlers) {
      // createQueue leaves an existing queue as it is; updateQueue brings its retry settings up to date.
      const settings = {
        name,
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: queue.retryBackoff,
        expireInSeconds: queue.expireInSeconds,
      };
      await boss.createQueue(name, settings);
      await boss.updateQueue(name, settings);
      if (poll) {
        const worker = await boss.work<object>(name, async ([job]) => {
          if (job) await run(name, job);
        });
        workers.set(name, worker);
      }
    }
  }

  function started(): Promise<void> {
    if (stopped) return Promise.reject(new Error('The job queue has stopped'));
    starting ??= startOnce().catch((error: unknown) => {
      starting = undefined;
      throw error;
    });
    return starting;
  }

  return {
    handle(name, handler, queueOptions = {}) {
      if (starting) throw new Error(`The job queue ${name} was declared after the jobs started`);
      if (handlers.has(name)) throw new Error(`The job queue ${name} is declared twice`);
      handlers.set(name, {
        handler: handler as unknown as JobHandler<JobName>,
        options: { ...DEFAULT_QUEUE, ...queueOptions },
      });
    },

    async enqueue(name, data, enqueueOptions = {}) {
      if (!handlers.has(name)) throw new Error(`No handler for the job queue ${name}`);
      await started();
      const { db, startAfter } = enqueueOptions;
      const id = await boss.send(name, data as object, {
        ...(startAfter ? { startAfter } : {}),
        ...(db ? { db: transactionExecutor(db) } : {}),
      });
      // pg-boss answers null, and adds nothing, for a queue it does not have.
      if (!id) throw new Error(`The job queue ${name} does not exist`);
      // This instance's worker fetches now rather than at its next poll. (A job enqueued in a
      // transaction is not there until the caller commits: the next poll finds it.)
      const worker = workers.get(name);
      if (worker && !db && !startAfter) boss.notifyWorker(worker);
      return id;
    },

    wake(name) {
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },

    async runQueued(name, runOptions = {}) {
      await started();
      let count = 0;
      for (;;) {
        const [job] = await boss.fetch<object>(name, {
          ignoreStartAfter: runOptions.includeDeferred ?? false,
        });
        if (!job) return count;
        try {
          await run(name, job);
        } catch (error) {
          await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
          throw error;
        }
        await boss.complete(name, job.id);
        count += 1;
      }
    },

    start: started,

    async stop() {
      stopped = true;
      if (!starting) return;
      await starting.catch(() => {});
      await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job queues (lib/jobs.ts). */
    jobs: Jobs;
  }
}
