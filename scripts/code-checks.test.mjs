import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The two whole-tree checks that `npm run lint` runs, run here on the checkout as it is: Biome's
// import-cycle rule (no file imports one that imports it back, type imports included) and knip's
// dead exports (no export that nothing imports). Each tool reads every file, so each takes a while.

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (command, args) => spawnSync(bin(command), args, { cwd: root, encoding: 'utf8' });
// The tools read the whole tree; on a busy two-core machine that is tens of seconds.
const WHOLE_TREE = 240_000;

describe('the whole tree', () => {
  it('has Biome refuse import cycles, type imports included', () => {
    const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
    expect(config.linter.rules.suspicious.noImportCycles).toEqual({
      level: 'error',
      options: { ignoreTypes: false },
    });
  });

  it(
    'has no import cycle',
    () => {
      const result = run('biome', ['lint', '--only=suspicious/noImportCycles', '--max-diagnostics=20', '.']);
      expect(result.stdout + result.stderr).not.toContain('noImportCycles');
      expect(result.status).toBe(0);
    },
    WHOLE_TREE,
  );

  it(
    'has no dead export',
    () => {
      const result = run('knip', ['--no-progress']);
      expect(result.stdout + result.stderr).not.toMatch(/Unused|Duplicate/);
      expect(result.status).toBe(0);
    },
    WHOLE_TREE,
  );
});
