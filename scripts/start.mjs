// `npm start`: builds what changed, then runs the server in this very process. npm runs the script
// through `sh -c`, and on SIGTERM it signals only that shell, which dies without passing it on: a
// server started as a child of the shell was left running with its PostgreSQL. package.json `exec`s
// this file, so the process npm starts and signals is the server itself, whose SIGTERM and SIGINT
// handler (main.ts) finishes requests in flight and stops the database.
//
//   --skip-build       run what is built (an image built ahead, or a test), do not check the sources
//   --entry <file>     the server's entry, apps/server/dist/main.js unless given (tests pass the
//                      source, run through `--import tsx`)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { 'skip-build': { type: 'boolean', default: false }, entry: { type: 'string' } },
});

if (!values['skip-build']) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-if-changed.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const entry = path.resolve(root, values.entry ?? 'apps/server/dist/main.js');
await import(pathToFileURL(entry).href);
