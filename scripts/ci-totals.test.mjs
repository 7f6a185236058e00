import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// .ci/run's closing lines, printed by .ci/totals.mjs: how long the run took (issue 29: the CI time
// must be a figure the run prints), then, last, exactly "N passed, M failed".
const totals = path.resolve(import.meta.dirname, '../.ci/totals.mjs');
let dir;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ci-totals-'));
  writeFileSync(path.join(dir, 'lint.check'), 'pass\n');
  writeFileSync(
    path.join(dir, 'vitest.json'),
    JSON.stringify({ numPassedTests: 41, numFailedTests: 0, success: true, testResults: [] }),
  );
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(env) {
  const result = spawnSync(process.execPath, [totals, dir, 'vitest.json'], {
    env: { ...process.env, CI_STARTED_AT: '', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, lines: result.stdout.trimEnd().split('\n') };
}

describe('.ci/totals.mjs', () => {
  it('prints the minutes since CI_STARTED_AT just before the last line, N passed, M failed', () => {
    const startedAt = Math.floor(Date.now() / 1000) - 18 * 60 - 30;
    const { status, lines } = run({ CI_STARTED_AT: String(startedAt) });
    expect(status).toBe(0);
    expect(lines.at(-2)).toMatch(/^CI took 18\.[56] min$/);
    expect(lines.at(-1)).toBe('42 passed, 0 failed');
  });

  it('leaves the time out when it was not started by .ci/run', () => {
    const { lines } = run({});
    expect(lines.some((line) => line.startsWith('CI took'))).toBe(false);
    expect(lines.at(-1)).toBe('42 passed, 0 failed');
  });
});
