// `npm start` and `npm run build`: runs each build step (tsc -b, vite build) unless its stamp says
// nothing that feeds it changed since its last successful run. `--force` builds every step (and
// stamps it), which is what `npm run build` does. Outside a git work tree every step always runs.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { hashInputs, isFresh, listSourceFiles, STEPS, writeStamp } from './build-stamp.mjs';

const root = path.resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');
const files = listSourceFiles(root);

for (const step of STEPS) {
  const inputsHash = files ? hashInputs(root, step, files) : null;
  if (!force && inputsHash && isFresh(root, step, inputsHash)) {
    console.log(`build: ${step.name} is up to date, skipped`);
    continue;
  }
  const [command, ...args] = step.command;
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  if (inputsHash) writeStamp(root, step, inputsHash);
}
