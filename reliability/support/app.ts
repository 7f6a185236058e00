import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { type RunningApp, runCli, startApp } from '../../e2e/support/app-process.js';
import { DEMO_PASSWORD } from '../../e2e/support/auth.js';
import { call, expectCall } from './http.js';

export { DEMO_PASSWORD, type RunningApp };

export const DEMO = {
  admin: 'admin@demo.test',
  attorney: 'attorney@demo.test',
  paralegal: 'paralegal@demo.test',
  viewer: 'viewer@demo.test',
} as const;

export type Role = keyof typeof DEMO;

/**
 * The built app on a fresh DATA_DIR (or the one given, for a restart), with the demo firm, the
 * embedded PostgreSQL and nothing shared with the machine: no Redis, no SMTP.
 */
export function startSuiteApp(options: { dataDir?: string; env?: Record<string, string> } = {}) {
  return startApp({ dataDir: options.dataDir, env: { REDIS_URL: '', SMTP_URL: '', ...options.env } });
}

/** Stops the app (or kills it when it does not stop) and removes its DATA_DIR. */
export async function removeApp(app: RunningApp | undefined): Promise<void> {
  if (!app) return;
  // A stalled app may never finish its requests: give it the signal it cannot ignore.
  if (app.process.exitCode === null && app.process.signalCode === null) await app.kill();
  await killDatabase(app.dataDir);
  await rm(app.dataDir, { recursive: true, force: true });
}

/** An access token for a user, through the sign-in call the web app makes. */
export async function signIn(
  app: RunningApp,
  email: string,
  password = DEMO_PASSWORD,
  headers: Record<string, string> = {},
): Promise<string> {
  const answer = await expectCall(app.url, 'POST', '/auth/login', 200, {
    form: { username: email, password },
    headers,
  });
  return answer.json<{ access_token: string }>().access_token;
}

/** The demo firm's id, as its admin reads it. */
export async function demoOrgId(app: RunningApp): Promise<string> {
  const admin = await signIn(app, DEMO.admin);
  return (await expectCall(app.url, 'GET', '/organizations/current', 200, { token: admin })).json<{
    id: string;
  }>().id;
}

/** A new user of the demo firm made with the operator CLI, so no mail or invitation is needed. */
export async function createUser(app: RunningApp, role: Role, orgId?: string) {
  const org = orgId ?? (await demoOrgId(app));
  const email = `${role}-${randomBytes(4).toString('hex')}@reliability.test`;
  const password = 'a long reliability passphrase';
  const result = await runCli(
    ['user:create', '--org-id', org, '--email', email, '--role', role, '--password', password],
    { DATA_DIR: app.dataDir },
  );
  if (result.code !== 0) throw new Error(`user:create failed: ${result.stderr}${result.stdout}`);
  const token = await signIn(app, email, password);
  const me = (await expectCall(app.url, 'GET', '/users/me', 200, { token })).json<{ id: string }>();
  return { email, password, token, id: me.id, orgId: org };
}

/** The pid of the embedded PostgreSQL that postmaster.pid names, if the file is there. */
function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The processes whose parent is pid (the postmaster's backends), from /proc. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/{pid}/stat is the parent; the command before it is in parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // The process ended while we read.
    }
  }
  return children;
}

/**
 * SIGKILLs the embedded PostgreSQL and all its backends at once, as a power cut or a container
 * kill would: the next start has to recover from its write-ahead log. Does nothing when none runs.
 */
export async function killDatabase(dataDir: string): Promise<boolean> {
  const pid = postmasterPid(dataDir);
  if (pid === undefined || !isAlive(pid)) return false;
  const victims = [pid, ...childrenOf(pid)];
  for (const victim of victims) {
    try {
      process.kill(victim, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  await expect.poll(() => victims.filter(isAlive).length, { timeout: 15_000 }).toBe(0);
  return true;
}

/** True while the app answers /healthz with 200. */
export async function isHealthy(app: RunningApp): Promise<boolean> {
  try {
    return (await call(app.url, 'GET', '/healthz', { timeoutMs: 5_000 })).status === 200;
  } catch {
    return false;
  }
}
