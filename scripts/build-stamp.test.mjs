import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashInputs, isFresh, listSourceFiles, STEPS, writeStamp } from './build-stamp.mjs';

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
  root = mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  execFileSync('git', ['init', '-q'], { cwd: root });
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
