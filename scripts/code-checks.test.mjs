import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The two whole-tree checks stay switched on: Biome's import-cycle rule (no file imports one that
// imports it back, type imports included) and knip's dead exports, both run by `npm run lint`, which
// CI runs on every checkout. Running the tools again here would add a minute to every test run.

const root = path.resolve(import.meta.dirname, '..');

describe('the whole tree', () => {
  it('has Biome refuse import cycles, type imports included', () => {
    const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
    expect(config.linter.rules.suspicious.noImportCycles).toEqual({
      level: 'error',
      options: { ignoreTypes: false },
    });
  });

  it('has lint run knip, which fails on an export nothing imports', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(scripts.lint).toMatch(/biome check \. && npm run deadcode$/);
    expect(scripts.deadcode).toBe('knip');
  });
});
