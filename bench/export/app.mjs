// @ts-check
// The built app (apps/server/dist/main.js) for the export benchmark, on one DATA_DIR and database
// that outlive the process: the benchmark seeds through one app process, stops it, and measures
// the first export of a fresh one. The database is a throwaway one on BENCH_DATABASE_URL's server,
// or else the embedded PostgreSQL under the DATA_DIR, started and stopped with each process as
// `npm start` does.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { freePort, waitForLine } from '../document-read/app.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');

/** @param {string} serverUrl @param {string} sql */
async function admin(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of the embedded PostgreSQL that the app started under `dataDir` (see db/embedded.ts). */
function embeddedUrl(/** @type {string} */ dataDir) {
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  return `postgres://lexdraft:${encodeURIComponent(password)}@127.0.0.1:${port}/lexdraft`;
}

/**
 * @typedef {{ url: string, pid: number, dataDir: string, databaseUrl: string,
 *   startMs: number, stop: () => Promise<void> }} RunningApp
 */

/**
 * A home for app processes: `start()` runs one (the demo firm is seeded on the first), `dispose()`
 * removes the DATA_DIR and drops the throwaway database.
 * @param {{ serverUrl?: string }} options
 */
export async function appHost({ serverUrl }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lexdraft-bench-export-'));
  chmodSync(dataDir, 0o755);
  const name = `lexdraft_bench_${randomBytes(4).toString('hex')}`;
  let databaseUrl = '';
  if (serverUrl) {
    await admin(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }

  /** @returns {Promise<RunningApp>} */
  async function start() {
    const port = await freePort();
    let output = '';
    // BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the app while it is measured.
    const nodeArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const started = performance.now();
    const child = spawn(process.execPath, [...nodeArgs, MAIN], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'true',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Keep the start-up output for an error message, then only drain the pipes.
    const keep = (/** @type {Buffer} */ chunk) => {
      if (output.length < 100_000) output += chunk.toString();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    await waitForLine(child, /LexDraft is ready at/, () => output);
    const startMs = performance.now() - started;
    const exited = new Promise((resolve) => child.on('exit', resolve));
    return {
      url: `http://127.0.0.1:${port}`,
      pid: /** @type {number} */ (child.pid),
      dataDir,
      databaseUrl: databaseUrl || embeddedUrl(dataDir),
      startMs,
      stop: async () => {
        child.kill('SIGTERM');
        await exited;
      },
    };
  }

  return {
    start,
    dispose: async () => {
      if (serverUrl) await admin(serverUrl, `drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
