// `npm start` and `npm run build`: runs each build step (tsc -b, vite build) unless its stamp says
// nothing that feeds it changed since its last successful run. `--force` builds every step (and
// stamps it), which is what `npm run build` does. The stamps hash file contents, not git state, so
// a release tarball skips as a clone does.
import path from 'node:path';
import { buildIfChanged } from './build-stamp.mjs';

const root = path.resolve(import.meta.dirname, '..');
try {
  buildIfChanged(root, { force: process.argv.includes('--force') });
} catch (error) {
  // The step has printed its own errors.
  console.error(error.message);
  process.exit(error.exitCode ?? 1);
}
