import { parseCommand, runCommand, USAGE, UsageError } from './cli/commands.js';
import { readProcessConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { HttpError } from './lib/errors.js';

// The operator's command line: `npm run cli -- <command>`. Exit codes: 0 done, 1 refused or failed, 2 bad usage.
async function main(argv: string[]): Promise<number> {
  let command: ReturnType<typeof parseCommand>;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message) console.error(`Error: ${error.message}\n`);
    console.error(USAGE);
    return 2;
  }

  const config = readProcessConfig();
  if (!config) return 1;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    mode: 'borrow',
  });
  try {
    await runCommand(database.db, command, { out: console.log, err: console.error });
    return 0;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    console.error(`Error: ${error.detail}`);
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
