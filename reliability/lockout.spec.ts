import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, type RunningApp, removeApp, startSuiteApp } from './support/app.js';
import { figure } from './support/figures.js';
import { call } from './support/http.js';

// Scenario 6: the sign-in throttle over HTTP, with the app behind a trusted proxy (TRUST_PROXY),
// so that each X-Forwarded-For address is a caller of its own, as in a firm behind one proxy.
// Guessing stays bounded per account and address, and never locks anyone else out.

let app: RunningApp;

test.beforeAll(async () => {
  app = await startSuiteApp({ env: { TRUST_PROXY: 'true' } });
});

test.afterAll(async () => {
  await removeApp(app);
});

/** POST /auth/login from an address; answers the status. */
async function signInFrom(address: string, email: string, password: string) {
  const answer = await call(app.url, 'POST', '/auth/login', {
    form: { username: email, password },
    headers: { 'x-forwarded-for': address },
  });
  return answer.status;
}

const madeUpEmail = () => `nobody-${randomBytes(4).toString('hex')}@guess.test`;

test('30 failed sign-ins with made-up emails do not lock the address out of a real account', async () => {
  const address = '203.0.113.10';
  const failures: number[] = [];
  for (let attempt = 0; attempt < 30; attempt += 1)
    failures.push(await signInFrom(address, madeUpEmail(), 'not the password'));
  const correct = await signInFrom(address, DEMO.attorney, DEMO_PASSWORD);
  figure(
    test.info(),
    `lock-out: 30 made-up emails from one address answered ${summarize(failures)}; ` +
      `then the right password from it answered ${correct}`,
  );
  expect(failures.every((status) => status === 401 || status === 429)).toBe(true);
  expect(correct).toBe(200);
});

test('10 failures on an account lock that account for that address only', async () => {
  const guesser = '203.0.113.20';
  const colleague = '203.0.113.21';
  const failures: number[] = [];
  for (let attempt = 0; attempt < 10; attempt += 1)
    failures.push(await signInFrom(guesser, DEMO.paralegal, `wrong password ${attempt}`));
  const guesserRight = await signInFrom(guesser, DEMO.paralegal, DEMO_PASSWORD);
  const ownerElsewhere = await signInFrom(colleague, DEMO.paralegal, DEMO_PASSWORD);
  const guesserOtherAccount = await signInFrom(guesser, DEMO.admin, DEMO_PASSWORD);
  figure(
    test.info(),
    `lock-out: 10 failures on one account from X answered ${summarize(failures)}; then X to that account ` +
      `${guesserRight} (429 expected), Y to it ${ownerElsewhere}, X to another account ${guesserOtherAccount}`,
  );
  expect(failures).toEqual(Array(10).fill(401));
  expect(guesserRight).toBe(429);
  expect(ownerElsewhere).toBe(200);
  expect(guesserOtherAccount).toBe(200);
});

/** Statuses with their counts, e.g. "401 x30" or "401 x29, 429 x1". */
function summarize(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status} x${count}`).join(', ');
}
