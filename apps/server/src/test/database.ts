import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../db/client.js';
import { databaseUrlFor } from './database-url.js';

export type TestDatabase = Database & { url: string; name: string };

const drops: (() => Promise<void>)[] = [];

/**
 * Drops the databases the current test file made. Called by the server's setup file (setup.ts),
 * which registers it for every file: a hook registered here, as this module loads, would belong to
 * the first file of a worker only, since the server's files share their modules (isolate: false).
 */
export async function dropTestDatabases(): Promise<void> {
  for (const drop of drops.splice(0)) await drop();
}

/**
 * A database of this test file's own, cloned from the migrated template and dropped after the
 * file's tests (after its own afterAll hooks, which run first), so that no file sees another's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const template = inject('templateDatabase');
  const name = `lexdraft_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      `create database ${admin.escapeIdentifier(name)} template ${admin.escapeIdentifier(template)}`,
    );
  } finally {
    await admin.end();
  }
  const url = databaseUrlFor(adminUrl, name);
  const database = connectDatabase(url, { max: 5 });
  drops.push(async () => {
    await database.close();
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${dropper.escapeIdentifier(name)} with (force)`);
    await dropper.end();
  });
  return { ...database, url, name };
}
