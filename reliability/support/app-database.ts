import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * Runs `work` on the embedded PostgreSQL of a running suite app (its DATA_DIR): for scenarios that
 * must move the server's stored instants back, since its clock cannot be faked from outside.
 */
export async function withAppDatabase<T>(
  dataDir: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  // postmaster.pid: line 1 is the pid, line 4 the port.
  const port = Number(readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[3]);
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'lexdraft', password, database: 'lexdraft' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
