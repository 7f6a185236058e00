import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { freshDataDir, type RunningApp, runCli, startApp } from './support/app-process.js';

// The app as an operator runs it: a real process, its own DATA_DIR, signals and restarts.

const apps: RunningApp[] = [];
const dirs: string[] = [];

async function start(options: Parameters<typeof startApp>[0] = {}) {
  const app = await startApp(options);
  apps.push(app);
  return app;
}

function dataDir() {
  const dir = freshDataDir();
  dirs.push(dir);
  return dir;
}

test.afterAll(async () => {
  for (const app of apps) if (app.process.exitCode === null) await app.stop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

test('a fresh DATA_DIR starts with the demo firm, serves the SPA, and keeps data across restarts', async () => {
  const dir = dataDir();
  const first = await start({ dataDir: dir });
  expect(first.output()).toContain('Demo firm created. Sign in at');
  expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
  const page = await fetch(`${first.url}/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<div id="root"></div>');

  // The CLI borrows the running app's database.
  const created = await runCli(
    [
      'org:create',
      '--name',
      'Second Firm LLP',
      '--admin-email',
      'boss@second.test',
      '--admin-password',
      'p4ssword-two',
    ],
    { DATA_DIR: dir },
  );
  expect(created.stderr).toBe('');
  expect(created.stdout).toContain('Created organization "Second Firm LLP"');

  expect(await first.stop()).toBe(0);
  expect(first.output()).toContain('Stopped');

  const second = await start({ dataDir: dir });
  expect(second.output()).not.toContain('Demo firm created');
  await second.stop();
  const listed = await runCli(['user:list'], { DATA_DIR: dir });
  expect(listed.code).toBe(0);
  expect(listed.stdout).toContain('boss@second.test');
  expect(listed.stdout).toContain('admin@demo.test');
});

test('a kill -9 of the app is followed by a clean start with the data intact', async () => {
  const dir = dataDir();
  const first = await start({ dataDir: dir });
  await runCli(
    [
      'org:create',
      '--name',
      'Crash Test LLP',
      '--admin-email',
      'kim@crash.test',
      '--admin-password',
      'p4ssword-kim',
    ],
    {
      DATA_DIR: dir,
    },
  );
  await first.kill();

  const second = await start({ dataDir: dir });
  expect(second.output()).toContain('that an earlier run left running');
  expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
  await second.stop();
  const listed = await runCli(['user:list'], { DATA_DIR: dir });
  expect(listed.stdout).toContain('kim@crash.test');
});

test('DATABASE_URL switches to an external PostgreSQL with the same result', async () => {
  // The machine's PostgreSQL when CI names it; otherwise a server another app instance started.
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const host = await start({ dataDir: dataDir(), env: { SEED_DEMO: 'false' } });
    const password = readFileSync(path.join(host.dataDir, 'postgres-password'), 'utf8').trim();
    const port = readFileSync(path.join(host.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
    serverUrl = `postgres://lexdraft:${password}@127.0.0.1:${port}/postgres`;
  }
  const name = `lexdraft_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dir = dataDir();
  try {
    const app = await start({ dataDir: dir, env: { DATABASE_URL: databaseUrl } });
    expect(app.output()).toContain('Demo firm created');
    expect(app.output()).not.toContain(url.password || 'no-password-in-url');
    await app.stop();
    const again = await start({ dataDir: dir, env: { DATABASE_URL: databaseUrl } });
    expect(again.output()).not.toContain('Demo firm created');
    await again.stop();
    const listed = await runCli(['user:list'], { DATABASE_URL: databaseUrl });
    expect(listed.stdout).toContain('viewer@demo.test');
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});

test('bad configuration stops start-up with a message naming the variable', async () => {
  await expect(start({ dataDir: dataDir(), env: { PORT: 'eighty' } })).rejects.toThrow(
    /PORT: must be a port number from 0 to 65535/,
  );
});

test('the CLI prints usage and exits non-zero on bad arguments', async () => {
  const result = await runCli(['user:create', '--email', 'x@y.test'], { DATA_DIR: dataDir() });
  expect(result.code).toBe(2);
  expect(result.stderr).toContain('Usage: npm run cli -- <command> [options]');
});
