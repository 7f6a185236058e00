import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../db/client.js';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { runMigrations } from '../db/migrate.js';
import { databaseUrlFor } from './database-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

/**
 * Once per run: a PostgreSQL server (TEST_DATABASE_URL's, else an embedded one in a temporary
 * folder) and a migrated template database that every test file clones for itself.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopServer = async () => {};
  let dataDir: string | undefined;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lexdraft-test-pg-'));
    await chmod(dataDir, 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir, mode: 'own' });
    adminUrl = embedded.url;
    stopServer = embedded.stop;
  }

  const templateDatabase = `lexdraft_template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${admin.escapeIdentifier(templateDatabase)}`);
  const template = connectDatabase(databaseUrlFor(adminUrl, templateDatabase), { max: 1 });
  await runMigrations(template.pool);
  await template.close();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await admin.query(`drop database if exists ${admin.escapeIdentifier(templateDatabase)} with (force)`);
    await admin.end();
    await stopServer();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
