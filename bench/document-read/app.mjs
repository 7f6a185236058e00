// Starts the built app (apps/server/dist/main.js) for the benchmark, on a database of its own:
// a throwaway database on BENCH_DATABASE_URL's server, or else the embedded PostgreSQL under a
// fresh DATA_DIR, as `npm start` runs it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Resolves with the first match of `pattern` in the child's stdout; rejects if it exits first.
 * @param {import('node:child_process').ChildProcess} child
 * @param {RegExp} pattern
 * @param {() => string} output
 * @returns {Promise<RegExpMatchArray>}
 */
export function waitForLine(child, pattern, output) {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (/** @type {Buffer} */ chunk) => {
      seen += chunk.toString();
      const match = seen.match(pattern);
      if (!match) return;
      child.stdout?.off('data', onData);
      resolve(match);
    };
    child.stdout?.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`exited with code ${code} before it was ready:\n${output()}`)),
    );
  });
}

/** A throwaway database on the server at `serverUrl`, dropped by the returned function. */
async function throwawayDatabase(/** @type {string} */ serverUrl) {
  const name = `lexdraft_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return { url: url.toString(), drop };
}

/** The URL of the embedded PostgreSQL that the app started under `dataDir` (see db/embedded.ts). */
function embeddedUrl(/** @type {string} */ dataDir) {
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  return `postgres://lexdraft:${encodeURIComponent(password)}@127.0.0.1:${port}/lexdraft`;
}

/**
 * The app listening on a free port with the demo firm seeded, and the URL of its database.
 * @param {{ serverUrl?: string }} options
 */
export async function startApp({ serverUrl }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lexdraft-bench-'));
  chmodSync(dataDir, 0o755);
  const database = serverUrl ? await throwawayDatabase(serverUrl) : undefined;
  const port = await freePort();
  let output = '';
  // BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the app while it is measured.
  const nodeArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: database?.url ?? '',
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
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    databaseUrl: database?.url ?? embeddedUrl(dataDir),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
