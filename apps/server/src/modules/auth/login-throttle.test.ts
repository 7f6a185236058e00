import { randomInt } from 'node:crypto';
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

const attempt = (app: FastifyInstance, email: string, password: string, remoteAddress = '10.1.1.1') =>
  app.inject({ method: 'POST', url: '/auth/login', ...loginForm(email, password), remoteAddress });

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

  it('throttles one address trying many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await attempt(app, `sprayed-${i}@firm.test`, 'Summer2026!', '10.2.2.2')).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another address is not affected.
    expect((await attempt(app, 'sprayed-0@firm.test', 'Summer2026!', '10.3.3.3')).statusCode).toBe(401);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)(
  'sign-in throttling across instances (Redis at TEST_REDIS_URL)',
  () => {
    it('shares the count between two instances of the app', async () => {
      const redisUrl = process.env.TEST_REDIS_URL!;
      // Redis outlives the run: addresses of this run's own, so no earlier run's count is met.
      const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
      const spray = address();
      const first = await buildTestApp(database, { redisUrl });
      const second = await buildTestApp(database, { redisUrl });
      const user = await buildUser(database.db, { orgId });
      for (let i = 0; i < 10; i += 1) {
        const app = i % 2 === 0 ? first : second;
        expect((await attempt(app, user.email, 'wrong', spray)).statusCode).toBe(401);
      }
      expect((await attempt(first, user.email, TEST_PASSWORD, address())).statusCode).toBe(429);
      expect((await attempt(second, user.email, TEST_PASSWORD, address())).statusCode).toBe(429);
      await first.close();
      await second.close();
    });
  },
);
