import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Database } from '../db/client.js';

/** A configuration for tests: a throwaway DATA_DIR and no web build unless one is given. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lexdraft-test-data-'));
  return {
    ...loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    webDistDir: path.join(dataDir, 'no-web-build'),
    ...overrides,
  };
}

/** The whole app on a test database, for `inject()`; closed after the caller's tests. */
export async function buildTestApp(
  database: Database,
  overrides: Partial<Config> = {},
): Promise<FastifyInstance> {
  return buildApp({ config: testConfig(overrides), database, logger: pino({ level: 'silent' }) });
}
