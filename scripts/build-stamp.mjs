// Decides whether a build step can be skipped: a step is fresh when the hash of the files that feed
// it, and the fingerprint of what it wrote, are the ones stamped after its last successful run.
// Inputs come from walking the tree, not from git: a release tarball or a `git archive` has no
// .git, and with git as the source of truth every start there rebuilt (issue 29, 40 s to /healthz).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const CODE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|json)$/;
const ROOT_WEB_INPUTS = new Set(['package.json', 'package-lock.json', 'tsconfig.base.json']);

/**
 * The two steps of `npm run build`. `inputs` picks the files (relative, `/`-separated) that can
 * change a step's output; `outputs` are files whose absence or new mtime means someone else built.
 */
export const STEPS = [
  {
    name: 'tsc',
    command: ['npx', 'tsc', '-b'],
    inputs: (file) => file === 'package-lock.json' || (CODE_FILE.test(file) && !file.startsWith('.ci/')),
    outputs: (root) => ['apps/server/dist/main.js', ...tsBuildInfoFiles(root)],
  },
  {
    name: 'web',
    command: ['npm', 'run', 'build', '-w', '@lexdraft/web'],
    inputs: (file) =>
      ROOT_WEB_INPUTS.has(file) ||
      ((file.startsWith('apps/web/') || file.startsWith('packages/')) && !/\.test\.[jt]sx?$/.test(file)),
    outputs: () => ['apps/web/dist/index.html'],
  },
];

/** Files tsc -b writes on every build that changes something (its per-project build info). */
function tsBuildInfoFiles(root) {
  const found = [];
  for (const dir of ['packages', 'apps']) {
    const base = path.join(root, dir);
    if (!existsSync(base)) continue;
    for (const entry of readdirSync(base)) {
      const file = `${dir}/${entry}/tsconfig.tsbuildinfo`;
      if (existsSync(path.join(root, file))) found.push(file);
    }
  }
  const tmp = path.join(root, 'node_modules/.tmp');
  if (existsSync(tmp)) {
    for (const entry of readdirSync(tmp)) {
      if (entry.endsWith('.tsbuildinfo')) found.push(`node_modules/.tmp/${entry}`);
    }
  }
  return found.sort();
}

/**
 * Directories the walk never enters: what installs, builds, tests and benches write (the
 * .gitignore files name the same), and dot-directories (.git, .ci, caches).
 */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'data',
  'tmp',
  'coverage',
  'test-results',
  'playwright-report',
  'results',
]);
const SKIPPED_FILE = /(\.tsbuildinfo|^\.env)$/;

/**
 * Every source file under root (relative, `/`-separated, sorted), found by walking the tree, so a
 * git clone, a release tarball and a `git archive` all get the same stamp. Walking this checkout
 * takes a few milliseconds.
 */
export function listSourceFiles(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && !SKIPPED_DIRS.has(entry.name)) walk(file);
      } else if (entry.isFile() && !SKIPPED_FILE.test(entry.name)) {
        found.push(file);
      }
    }
  };
  walk('');
  return found.sort();
}

/**
 * Hash of a step's command and the paths and contents of its input files. `digests` (file → hash of
 * its contents) lets the steps of one run share their reads: most files feed both.
 */
export function hashInputs(root, step, files, digests = new Map()) {
  const hash = createHash('sha256').update(step.command.join(' ')).update('\0');
  for (const file of files) {
    if (!step.inputs(file)) continue;
    if (!digests.has(file)) {
      const full = path.join(root, file);
      // A file removed while we walk counts as changed, not as a crash.
      const contents = existsSync(full) ? readFileSync(full) : '<deleted>';
      digests.set(file, createHash('sha256').update(contents).digest('hex'));
    }
    hash.update(file).update('\0').update(digests.get(file)).update('\0');
  }
  return hash.digest('hex');
}

/** The outputs' mtimes, or null when one is missing (the step must run). */
export function fingerprintOutputs(root, step) {
  const prints = {};
  for (const file of step.outputs(root)) {
    const full = path.join(root, file);
    if (!existsSync(full)) return null;
    prints[file] = statSync(full).mtimeMs;
  }
  return prints;
}

function stampPath(root, step) {
  return path.join(root, 'node_modules/.cache/lexdraft-build', `${step.name}.json`);
}

/** Whether the step's last stamp matches these inputs and its outputs are untouched since. */
export function isFresh(root, step, inputsHash) {
  const outputs = fingerprintOutputs(root, step);
  if (!outputs) return false;
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampPath(root, step), 'utf8'));
  } catch {
    return false;
  }
  return stamp.inputs === inputsHash && JSON.stringify(stamp.outputs) === JSON.stringify(outputs);
}

/** Records a successful run of the step for these inputs. */
export function writeStamp(root, step, inputsHash) {
  const file = stampPath(root, step);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ inputs: inputsHash, outputs: fingerprintOutputs(root, step) }));
}

/**
 * Runs each step whose inputs or outputs changed since its stamp (every step with `force`), stamps
 * it, and returns the names of the steps it ran. Throws when a step fails, leaving it unstamped.
 */
export function buildIfChanged(root, { steps = STEPS, force = false, log = console.log } = {}) {
  const files = listSourceFiles(root);
  const digests = new Map();
  const ran = [];
  for (const step of steps) {
    const inputsHash = hashInputs(root, step, files, digests);
    if (!force && isFresh(root, step, inputsHash)) {
      log(`build: ${step.name} is up to date, skipped`);
      continue;
    }
    const [command, ...args] = step.command;
    const result = spawnSync(command, args, {
      cwd: root,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (result.status !== 0) {
      throw Object.assign(new Error(`build: ${step.name} failed`), { exitCode: result.status ?? 1 });
    }
    writeStamp(root, step, inputsHash);
    ran.push(step.name);
  }
  return ran;
}
