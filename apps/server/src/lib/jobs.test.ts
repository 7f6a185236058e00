import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createJobs, JOBS_SCHEMA, type Jobs } from './jobs.js';

declare module './jobs.js' {
  interface JobQueues {
    'test.record': { orgName: string };
    'test.flaky': { attempt: number };
    'test.polled': { value: string };
  }
}

const log = pino({ level: 'silent' });
let database: TestDatabase;
let jobs: Jobs;
const recorded: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = createJobs({ pool: database.pool, log, poll: false });
  jobs.handle('test.record', async ({ orgName }) => {
    recorded.push(orgName);
  });
  jobs.handle(
    'test.flaky',
    async () => {
      throw new Error('the mail server is down');
    },
    { retryLimit: 2, retryDelaySeconds: 60 },
  );
});
afterAll(async () => {
  await jobs.stop();
});

const jobStates = async (name: string) =>
  (
    await database.pool.query<{ state: string; output: unknown }>(
      `select state, output from ${JOBS_SCHEMA}.job where name = $1 order by created_on`,
      [name],
    )
  ).rows;

describe('jobs', () => {
  it('are enqueued in the transaction of the work, and only if it commits', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(organizations).values({ name: 'Rolled Back LLP' });
        await jobs.enqueue('test.record', { orgName: 'Rolled Back LLP' }, { db: tx });
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    await database.db.transaction(async (tx) => {
      await tx.insert(organizations).values({ name: 'Committed LLP' });
      // The job sees the transaction's own rows: it is written on the same connection.
      const [{ count }] = (
        await tx.execute<{ count: number }>(sql`select count(*)::int as count from organizations`)
      ).rows as [{ count: number }];
      expect(count).toBe(1);
      expect(await jobs.enqueue('test.record', { orgName: 'Committed LLP' }, { db: tx })).toMatch(
        /^[0-9a-f-]{36}$/,
      );
    });

    expect(await jobs.runQueued('test.record')).toBe(1);
    expect(recorded).toEqual(['Committed LLP']);
    expect(await jobStates('test.record')).toEqual([{ state: 'completed', output: null }]);
  });

  it('wait for their start time unless the caller runs deferred ones too', async () => {
    recorded.length = 0;
    const tomorrow = new Date(Date.now() + 86_400_000);
    await jobs.enqueue('test.record', { orgName: 'Later LLP' }, { startAfter: tomorrow });
    await database.db.transaction((tx) =>
      jobs.enqueue(
        'test.record',
        { orgName: 'Later In A Transaction LLP' },
        { startAfter: tomorrow, db: tx },
      ),
    );
    const starts = await database.pool.query<{ start_after: Date }>(
      `select start_after from ${JOBS_SCHEMA}.job where name = 'test.record' and state = 'created'`,
    );
    expect(starts.rows.map((row) => row.start_after.getTime())).toEqual([
      tomorrow.getTime(),
      tomorrow.getTime(),
    ]);
    expect(await jobs.runQueued('test.record')).toBe(0);
    expect(await jobs.runQueued('test.record', { includeDeferred: true })).toBe(2);
    expect(recorded.sort()).toEqual(['Later In A Transaction LLP', 'Later LLP']);
  });

  it('fail a job whose handler throws, to be retried, and say why', async () => {
    await jobs.enqueue('test.flaky', { attempt: 1 });
    await expect(jobs.runQueued('test.flaky')).rejects.toThrow('the mail server is down');
    expect(await jobStates('test.flaky')).toEqual([
      { state: 'retry', output: { message: 'the mail server is down' } },
    ]);
  });

  it('refuse a queue nobody handles, and a queue declared after the start', async () => {
    await expect(jobs.enqueue('test.polled', { value: 'x' })).rejects.toThrow(
      'No handler for the job queue test.polled',
    );
    expect(() => jobs.handle('test.polled', async () => {})).toThrow('declared after the jobs started');
  });

  it('run by themselves where workers poll, and stop when asked', async () => {
    const polling = createJobs({ pool: database.pool, log, poll: true });
    const handled = new Promise<string>((resolve) => {
      polling.handle('test.polled', async ({ value }) => resolve(value));
    });
    await polling.start();
    await polling.enqueue('test.polled', { value: 'picked up' });
    // Enqueueing wakes this instance's worker: the test waits for the handler, never for a clock.
    expect(await handled).toBe('picked up');
    await polling.stop();
    await expect(polling.enqueue('test.polled', { value: 'too late' })).rejects.toThrow(
      'The job queue has stopped',
    );
  });
});
