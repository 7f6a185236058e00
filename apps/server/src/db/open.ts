import { connectDatabase, type Database } from './client.js';
import { startEmbeddedPostgres } from './embedded.js';
import { runMigrations } from './migrate.js';

export type OpenedDatabase = Database & {
  /** Where the data lives, without credentials, for the start-up log. */
  description: string;
};

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR when it is unset,
 * and applies the committed migrations. Closing ends the pool, then stops an embedded server.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  mode: 'own' | 'borrow';
  log?: (message: string) => void;
  serverLog?: (message: string) => void;
}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const database = connectDatabase(options.databaseUrl);
    await runMigrations(database.pool);
    return { ...database, description: `PostgreSQL at ${redactUrl(options.databaseUrl)}` };
  }
  const embedded = await startEmbeddedPostgres(options);
  const database = connectDatabase(embedded.url);
  try {
    await runMigrations(database.pool);
  } catch (error) {
    await database.close();
    await embedded.stop();
    throw error;
  }
  return {
    ...database,
    description: `embedded PostgreSQL under ${options.dataDir}`,
    close: async () => {
      await database.close();
      await embedded.stop();
    },
  };
}

/** The URL with its password masked, safe to log. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparsable URL)';
  }
}
