import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

// `npm start` as a service manager runs it: the real npm, the real launcher and server (from source,
// through tsx with the workspace packages' `source` condition, so that the test needs no build)
// with its embedded PostgreSQL, then SIGTERM (or SIGINT) to npm alone, not to its process group.
// Every process npm started must be gone, and the port free. Issue 28: npm signalled only the
// `sh -c` it runs scripts through, and the server and its PostgreSQL were left running.

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// One DATA_DIR for both runs: the second start finds its cluster made and migrated.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lexdraft-start-'));
let started;

afterEach(() => {
  // A failed run must not leave its server or PostgreSQL behind.
  if (started && started.exitCode === null) started.kill('SIGKILL');
  for (const pid of started?.descendants ?? []) signal(pid, 'SIGKILL');
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch {}
}

const isAlive = (pid) =>
  existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');

/** Every process below `pid`, read from /proc. */
function descendantsOf(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {}
  }
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const answers = (port) =>
  fetch(`http://127.0.0.1:${port}/healthz`).then(
    (response) => response.ok,
    () => false,
  );

/** Polls until `check` holds, at most `attempts` times a `pollMs` apart. */
async function until(check, attempts, pollMs = 250) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (await check()) return true;
    await delay(pollMs);
  }
  return false;
}

describe('npm start', () => {
  it.each(['SIGTERM', 'SIGINT'])(
    'stops the server and its embedded PostgreSQL when npm gets %s',
    { timeout: 180_000 },
    async (name) => {
      const port = await freePort();
      let output = '';
      started = spawn(npm, ['start', '--', '--skip-build', '--entry', 'apps/server/src/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          NODE_OPTIONS: '--import tsx --conditions=source',
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started.stdout.on('data', (chunk) => (output += chunk));
      started.stderr.on('data', (chunk) => (output += chunk));
      const exited = new Promise((resolve) => started.on('exit', (code, name) => resolve({ code, name })));

      expect(await until(() => started.exitCode !== null || answers(port), 480), output).toBe(true);
      expect(started.exitCode, output).toBeNull();
      const postmaster = Number(
        readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      started.descendants = descendantsOf(started.pid);
      expect(started.descendants).toContain(postmaster);

      started.kill(name);
      await exited;
      expect(output).toContain(`${name} received`);
      expect(output).toContain('Stopped');
      expect(await until(() => started.descendants.every((pid) => !isAlive(pid)), 120), output).toBe(true);
      expect(isAlive(postmaster)).toBe(false);
      expect(await answers(port)).toBe(false);
      const server = net.createServer();
      await new Promise((resolve, reject) => server.on('error', reject).listen(port, '127.0.0.1', resolve));
      await new Promise((resolve) => server.close(resolve));
    },
  );
});
