// Decides whether a build step can be skipped: a step is fresh when the hash of the files that feed
// it, and the fingerprint of what it wrote, are the ones stamped after its last successful run.
// Inputs come from git (tracked plus untracked, not ignored), so a `git pull` or an edit is seen.
import { execFileSync } from 'node:child_process';
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

/** Every source file of the checkout, or null when this is not a git work tree. */
export function listSourceFiles(root) {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
    return [...new Set(out.split('\0').filter(Boolean))].sort();
  } catch {
    return null;
  }
}

/** Hash of a step's command and the paths and contents of its input files (deleted files count). */
export function hashInputs(root, step, files) {
  const hash = createHash('sha256').update(step.command.join(' ')).update('\0');
  for (const file of files) {
    if (!step.inputs(file)) continue;
    hash.update(file).update('\0');
    const full = path.join(root, file);
    hash.update(existsSync(full) ? readFileSync(full) : '<deleted>').update('\0');
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
