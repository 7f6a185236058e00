import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const CLI = path.join(ROOT, 'apps/server/dist/cli.js');

export type RunningApp = {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** SIGTERM, then wait for the exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL: the process gets no chance to stop its database. */
  kill: () => Promise<void>;
};

/** A fresh DATA_DIR the embedded PostgreSQL (run as the postgres user when we are root) can reach. */
export function freshDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lexdraft-e2e-'));
  chmodSync(dir, 0o755);
  return dir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts the built app (`node apps/server/dist/main.js`) and resolves once it is listening. */
export async function startApp(
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningApp> {
  const dataDir = options.dataDir ?? freshDataDir();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  await waitUntilReady(child, exited, () => output);
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Resolves when the app logs that it is ready; fails at once if the process exits first. */
function waitUntilReady(
  child: ChildProcess,
  exited: Promise<number | null>,
  output: () => string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const onData = () => {
      if (output().includes('LexDraft is ready at')) {
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    exited.then((code) =>
      reject(new Error(`The app exited with code ${code} before it was ready:\n${output()}`)),
    );
  });
}

/** Runs the built operator CLI with the given DATA_DIR (or DATABASE_URL) and returns its output. */
export async function runCli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
