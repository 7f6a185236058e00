import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfChanged, hashInputs, isFresh, listSourceFiles, STEPS, writeStamp } from './build-stamp.mjs';

const [tsc, web] = STEPS;
let root;

function write(file, text) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** What `npm start` would ask: is this step fresh for the checkout as it is now? */
function fresh(step) {
  return isFresh(root, step, hashInputs(root, step, listSourceFiles(root)));
}

function stampAll() {
  for (const step of STEPS) writeStamp(root, step, hashInputs(root, step, listSourceFiles(root)));
}

beforeEach(() => {
  // Not a git checkout: the stamps read the files themselves (issue 29: a release tarball rebuilt
  // on every start). The .gitignore is there as in the real tree, and changes nothing.
  root = mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  write('.gitignore', 'node_modules/\ndist/\n*.tsbuildinfo\n');
  write('package.json', '{}');
  write('package-lock.json', '{"v":1}');
  write('apps/web/src/main.tsx', 'export {};');
  write('apps/web/index.html', '<div id="root"></div>');
  write('apps/server/src/main.ts', 'export {};');
  write('docs/readme.md', 'notes');
  // What the two builds leave behind.
  write('apps/server/dist/main.js', '');
  write('apps/server/tsconfig.tsbuildinfo', '{}');
  write('apps/web/dist/index.html', '');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build stamps', () => {
  it('skips both steps when nothing changed since they were stamped', () => {
    stampAll();
    expect([fresh(tsc), fresh(web)]).toEqual([true, true]);
  });

  it('rebuilds the web app, and type-checks, after a web source file changes', () => {
    stampAll();
    write('apps/web/src/main.tsx', 'export const changed = 1;');
    expect([fresh(tsc), fresh(web)]).toEqual([false, false]);
  });

  it('rebuilds everything after the lockfile changes', () => {
    stampAll();
    write('package-lock.json', '{"v":2}');
    expect([fresh(tsc), fresh(web)]).toEqual([false, false]);
  });

  it('sees a new untracked file and a web asset that is not code', () => {
    stampAll();
    write('apps/web/src/new-page.tsx', 'export {};');
    expect(fresh(web)).toBe(false);
    stampAll();
    write('apps/web/index.html', '<div id="app"></div>');
    expect([fresh(tsc), fresh(web)]).toEqual([true, false]);
  });

  it('does not rebuild the web app for a server change, nor anything for a document', () => {
    stampAll();
    write('apps/server/src/main.ts', 'export const changed = 1;');
    write('docs/readme.md', 'more notes');
    expect([fresh(tsc), fresh(web)]).toEqual([false, true]);
  });

  it('rebuilds when an output is gone or was rewritten by another build', () => {
    stampAll();
    rmSync(path.join(root, 'apps/web/dist'), { recursive: true });
    expect(fresh(web)).toBe(false);
    write('apps/web/dist/index.html', '');
    stampAll();
    write('apps/server/tsconfig.tsbuildinfo', '{"rebuilt":true}');
    expect(fresh(tsc)).toBe(false);
  });

  it('is never fresh without a stamp', () => {
    expect([fresh(tsc), fresh(web)]).toEqual([false, false]);
  });
});

/** The real steps' inputs, with a command that only writes the step's output and counts the run. */
const fakeSteps = STEPS.map((step) => ({
  ...step,
  command: [
    process.execPath,
    '-e',
    `const fs = require('node:fs');
     fs.mkdirSync('apps/${step.name}-out', { recursive: true });
     fs.writeFileSync('apps/${step.name}-out/built', String(Date.now()));
     fs.appendFileSync('runs.log', '${step.name}\\n');`,
  ],
  outputs: () => [`apps/${step.name}-out/built`],
}));
const build = () => buildIfChanged(root, { steps: fakeSteps, log: () => {} });

describe('npm start outside a git checkout (release tarball, git archive)', () => {
  it('builds the first time, skips the second, and rebuilds after an edit', () => {
    expect(build()).toEqual(['tsc', 'web']);
    expect(build()).toEqual([]);
    write('apps/server/src/main.ts', 'export const changed = 1;');
    expect(build()).toEqual(['tsc']);
    expect(build()).toEqual([]);
  });

  it('does not count what installs and builds write as sources', () => {
    build();
    write('node_modules/some-package/index.js', 'module.exports = 1;');
    write('packages/core/dist/index.js', 'export {};');
    write('apps/server/tsconfig.tsbuildinfo', '{"again":true}');
    write('.git/index', 'binary');
    expect(build()).toEqual([]);
  });

  it('gives a git checkout and its `git archive` the same stamp', () => {
    execFileSync('git', ['init', '-q'], { cwd: root });
    execFileSync('git', ['add', '.'], { cwd: root });
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'x'], { cwd: root });
    const archived = mkdtempSync(path.join(os.tmpdir(), 'build-stamp-archive-'));
    try {
      execFileSync('sh', ['-c', `git archive HEAD | tar -x -C ${archived}`], { cwd: root });
      const stamp = (dir) => STEPS.map((step) => hashInputs(dir, step, listSourceFiles(dir)));
      expect(stamp(archived)).toEqual(stamp(root));
    } finally {
      rmSync(archived, { recursive: true, force: true });
    }
  });
});
