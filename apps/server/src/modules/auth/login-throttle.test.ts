import { randomInt } from 'node:crypto';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_ACCOUNT_ADDRESS,
  LOGIN_FAILURES_PER_ACCOUNT_DAY,
} from '@lexdraft/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrg, buildUser, loginForm, TEST_PASSWORD } from '../../test/factories.js';

let database: TestDatabase;
let orgId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  orgId = (await buildOrg(database.db)).id;
});

const attempt = (
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress = '10.1.1.1',
  headers: Record<string, string> = {},
) => {
  const form = loginForm(email, password);
  return app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
    remoteAddress,
  });
};

async function failures(app: FastifyInstance, email: string, address: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1)
    statuses.push((await attempt(app, email, 'wrong guess', address)).statusCode);
  return statuses;
}

describe('sign-in throttling', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database);
  });
  afterAll(() => app.close());

  it('counts failures only: successful sign-ins leave the count alone', async () => {
    const user = await buildUser(database.db, { orgId });
    for (let i = 0; i < 9; i += 1) expect((await attempt(app, user.email, 'wrong')).statusCode).toBe(401);
    for (let i = 0; i < 3; i += 1)
      expect((await attempt(app, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await attempt(app, user.email, 'wrong')).statusCode).toBe(401);
    expect((await attempt(app, user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('lets an address that failed on 30 made-up emails sign in to a real account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      statuses.push((await attempt(app, `made-up-${i}@firm.test`, 'Summer2026!', '10.2.2.2')).statusCode);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    const user = await buildUser(database.db, { orgId });
    expect((await attempt(app, user.email, TEST_PASSWORD, '10.2.2.2')).statusCode).toBe(200);
    expect((await attempt(app, 'made-up-30@firm.test', 'Summer2026!', '10.2.2.2')).statusCode).toBe(401);
  });

  it('after 10 failures on A from X: X gets 429 for A, Y signs in to A, X signs in to B', async () => {
    const a = await buildUser(database.db, { orgId });
    const b = await buildUser(database.db, { orgId });
    const x = '10.4.4.4';
    expect(await failures(app, a.email, x, LOGIN_FAILURES_PER_ACCOUNT_ADDRESS)).toEqual(
      Array(LOGIN_FAILURES_PER_ACCOUNT_ADDRESS).fill(401),
    );
    const refused = await attempt(app, a.email, TEST_PASSWORD, x);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(LOGIN_FAILURE_WINDOW_MS / 1000 - 60);
    expect(wait).toBeLessThanOrEqual(LOGIN_FAILURE_WINDOW_MS / 1000);
    expect(refused.json()).toEqual({ detail: `Too many sign-in attempts. Try again in ${wait} seconds.` });
    expect((await attempt(app, a.email, TEST_PASSWORD, '10.5.5.5')).statusCode).toBe(200);
    expect((await attempt(app, b.email, TEST_PASSWORD, x)).statusCode).toBe(200);
  });

  it('lets no more than 10 of simultaneous wrong guesses through', async () => {
    const user = await buildUser(database.db, { orgId });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => attempt(app, user.email, 'wrong guess', '10.6.6.6')),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - LOGIN_FAILURES_PER_ACCOUNT_ADDRESS);
  });

  it('past the daily cap refuses addresses that guessed, but not the owner from another address', async () => {
    const user = await buildUser(database.db, { orgId });
    const guessers = LOGIN_FAILURES_PER_ACCOUNT_DAY / LOGIN_FAILURES_PER_ACCOUNT_ADDRESS;
    for (let g = 0; g < guessers; g += 1)
      await failures(app, user.email, `10.7.0.${g}`, LOGIN_FAILURES_PER_ACCOUNT_ADDRESS);
    // A guesser with attempts left in its 15 minutes is refused all the same: the day's cap is reached.
    await failures(app, user.email, '10.7.1.1', 1);
    expect((await attempt(app, user.email, TEST_PASSWORD, '10.7.1.1')).statusCode).toBe(429);
    expect((await attempt(app, user.email, TEST_PASSWORD, '10.7.2.2')).statusCode).toBe(200);
    // A fresh address gets one guess.
    expect((await attempt(app, user.email, 'wrong guess', '10.7.3.3')).statusCode).toBe(401);
    expect((await attempt(app, user.email, 'wrong guess', '10.7.3.3')).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it('takes the client address from X-Forwarded-For, and the throttle keys on it', async () => {
    const app = await buildTestApp(database, { trustProxy: ['127.0.0.1'] });
    const ips: string[] = [];
    app.addHook('onRequest', async (request) => void ips.push(request.ip));
    const user = await buildUser(database.db, { orgId });
    const via = (client: string) => ({ 'x-forwarded-for': client });
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_ADDRESS; i += 1) {
      await attempt(app, user.email, 'wrong guess', '127.0.0.1', via('203.0.113.7'));
    }
    expect(ips.at(-1)).toBe('203.0.113.7');
    expect((await attempt(app, user.email, TEST_PASSWORD, '127.0.0.1', via('203.0.113.7'))).statusCode).toBe(
      429,
    );
    // Another person behind the same proxy is not refused.
    expect((await attempt(app, user.email, TEST_PASSWORD, '127.0.0.1', via('203.0.113.8'))).statusCode).toBe(
      200,
    );
    // A header from a peer that is not the proxy is not believed.
    await attempt(app, user.email, TEST_PASSWORD, '198.51.100.1', via('203.0.113.7'));
    expect(ips.at(-1)).toBe('198.51.100.1');
    await app.close();
  });

  it('ignores X-Forwarded-For when unset', async () => {
    const app = await buildTestApp(database);
    const ips: string[] = [];
    app.addHook('onRequest', async (request) => void ips.push(request.ip));
    const user = await buildUser(database.db, { orgId });
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_ADDRESS; i += 1) {
      await attempt(app, user.email, 'wrong guess', '10.8.8.8', { 'x-forwarded-for': `203.0.113.${i}` });
    }
    expect(ips.at(-1)).toBe('10.8.8.8');
    const refused = await attempt(app, user.email, TEST_PASSWORD, '10.8.8.8', {
      'x-forwarded-for': '203.0.113.99',
    });
    expect(refused.statusCode).toBe(429);
    await app.close();
  });
});

describe.runIf(process.env.TEST_REDIS_URL)(
  'sign-in throttling across instances (Redis at TEST_REDIS_URL)',
  () => {
    it('shares the count between two instances of the app', async () => {
      const redisUrl = process.env.TEST_REDIS_URL!;
      // Redis outlives the run: addresses of this run's own, so no earlier run's count is met.
      const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
      const guesser = address();
      const first = await buildTestApp(database, { redisUrl });
      const second = await buildTestApp(database, { redisUrl });
      const user = await buildUser(database.db, { orgId });
      for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_ADDRESS; i += 1) {
        const app = i % 2 === 0 ? first : second;
        expect((await attempt(app, user.email, 'wrong', guesser)).statusCode).toBe(401);
      }
      expect((await attempt(first, user.email, TEST_PASSWORD, guesser)).statusCode).toBe(429);
      expect((await attempt(second, user.email, TEST_PASSWORD, guesser)).statusCode).toBe(429);
      expect((await attempt(second, user.email, TEST_PASSWORD, address())).statusCode).toBe(200);
      await first.close();
      await second.close();
    });
  },
);
