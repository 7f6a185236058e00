import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The merge-field store is put together in merge-field-store.ts from one file per concern in this
// folder (saving, loading, fills, renames): its create() only wires them, so that each can be read
// on its own.

const here = import.meta.dirname;
const read = (file: string) => readFileSync(path.join(here, file), 'utf8');

describe('the merge-field store', () => {
  it('wires its parts in a short create()', () => {
    const store = read('../merge-field-store.ts').split('\n');
    const start = store.findIndex((line) => line.includes('create<MergeFieldState>()'));
    const end = store.findIndex((line, index) => index > start && line === '});');
    expect(start).toBeGreaterThanOrEqual(0);
    expect(end - start).toBeLessThanOrEqual(80);
  });

  it('keeps each part under 200 lines', () => {
    const parts = readdirSync(here).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(parts).toEqual(
      expect.arrayContaining(['saves.ts', 'load.ts', 'fill.ts', 'rename.ts', 'state.ts']),
    );
    const long = parts.filter((file) => read(file).split('\n').length > 200);
    expect(long).toEqual([]);
  });
});
