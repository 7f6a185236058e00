// First: it sets how V8 grows the heap, before anything else allocates (heap-growth.ts).
import './heap-growth.js';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { readProcessConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { createLogger } from './lib/logger.js';
import { seedDemoIfEmpty } from './seed/seed.js';
import { DEMO_USERS } from './seed/seed-data.js';

const DEFAULT_DEMO_PASSWORD = 'demo-password-1';

async function main(): Promise<void> {
  const config = readProcessConfig();
  if (!config) process.exit(1);
  const logger = createLogger(config.logLevel);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    mode: 'own',
    log: (message) => logger.info(message),
    serverLog: (message) => logger.debug({ component: 'postgres' }, message),
  });
  logger.info(`Database: ${database.description}`);

  try {
    if (config.seedDemo && (await seedDemoIfEmpty(database.db, config.demoPassword))) {
      const password =
        config.demoPassword === DEFAULT_DEMO_PASSWORD ? DEFAULT_DEMO_PASSWORD : 'the DEMO_PASSWORD you set';
      logger.info(
        `Demo firm created. Sign in at ${config.publicUrl}/auth/login as ${DEMO_USERS.map((u) => u.email).join(', ')} with ${password}`,
      );
    }
    const app = await buildApp({ config, database, logger });

    // Stop taking connections, let requests in flight finish, then close the database.
    closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
      if (err) logger.error({ err }, 'Shutting down after an unexpected error');
      else logger.info(`${signal ?? 'Shutdown'} received: finishing requests in flight`);
      await app.close();
      await database.close();
      logger.info('Stopped');
    });

    await app.listen({ port: config.port, host: config.host });
    logger.info(`LexDraft is ready at ${config.publicUrl}`);
  } catch (error) {
    await database.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
