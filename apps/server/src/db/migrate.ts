import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/** The committed SQL migrations. */
// Resolved from src/db and from dist/db alike, so the build needs no copy of the SQL files.
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../src/db/migrations');

// Any fixed number: it only has to be the same for every instance of the app.
const MIGRATION_LOCK_ID = 7_345_120_991;

/**
 * Applies the committed migrations. Several instances starting at once against one PostgreSQL
 * take turns through an advisory lock held on one connection, so each migration runs once.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
