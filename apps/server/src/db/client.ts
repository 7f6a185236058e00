import { drizzle, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

/** The database or a transaction on it: services take either, so callers choose the transaction. */
export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
};

/** Opens a connection pool to the given PostgreSQL URL; nothing is connected until the first query. */
export function connectDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client losing its connection (a server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/** True when the database answers a trivial query within the timeout. */
export async function isDatabaseReachable(pool: pg.Pool, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = pool.query('select 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
