import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded.js';
import { isProcessAlive } from './processes.js';

const started: EmbeddedPostgres[] = [];
const dirs: string[] = [];

function dataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lexdraft-embedded-'));
  dirs.push(dir);
  return dir;
}

async function start(dir: string, mode: 'own' | 'borrow' = 'own') {
  const server = await startEmbeddedPostgres({ dataDir: dir, mode });
  started.push(server);
  return server;
}

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

const postmasterPid = (dir: string) =>
  Number(readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

afterAll(async () => {
  for (const server of started.reverse()) await server.stop().catch(() => {});
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL', () => {
  it('creates a cluster on first start and keeps its data across a stop and a start', async () => {
    const dir = dataDir();
    const first = await start(dir);
    await query(first.url, "create table kept (note text); insert into kept values ('engagement letter')");
    await first.stop();

    const second = await start(dir);
    expect(await query(second.url, 'select note from kept')).toEqual([{ note: 'engagement letter' }]);
    await second.stop();
  });

  it('stops a server that a killed run left behind and starts cleanly', async () => {
    const dir = dataDir();
    const abandoned = await start(dir);
    await query(abandoned.url, "create table kept (note text); insert into kept values ('survives')");
    const orphanPid = postmasterPid(dir);
    // The app that started it is gone: its lock names a process that no longer exists.
    writeFileSync(path.join(dir, 'app.pid'), '2147483646\n');

    const fresh = await start(dir);
    expect(isProcessAlive(orphanPid)).toBe(false);
    expect(postmasterPid(dir)).not.toBe(orphanPid);
    expect(await query(fresh.url, 'select note from kept')).toEqual([{ note: 'survives' }]);
    await fresh.stop();
  });

  it('starts despite a stale pid file', async () => {
    const dir = dataDir();
    const first = await start(dir);
    await first.stop();
    // A pid file left by a crash, naming a process that is not a postgres (this test runner).
    writeFileSync(path.join(dir, 'postgres', 'postmaster.pid'), `${process.pid}\n${dir}/postgres\n1\n5432\n`);
    const second = await start(dir);
    expect(await query(second.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    await second.stop();
  });

  it('lets a short-lived tool borrow the running server without stopping it', async () => {
    const dir = dataDir();
    const app = await start(dir);
    const tool = await start(dir, 'borrow');
    expect(tool.url).toBe(app.url);
    await tool.stop();
    expect(await query(app.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    await app.stop();
  });

  it('refuses a DATA_DIR that another live instance of the app uses', async () => {
    const dir = dataDir();
    const app = await start(dir);
    // Another live node process holds the lock: the parent of this test worker.
    writeFileSync(path.join(dir, 'app.pid'), `${process.ppid}\n`);
    await expect(start(dir)).rejects.toThrow(/is in use by another running instance of the app/);
    expect(await query(app.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    await app.stop();
  });
});
