import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// Issue 29: `npm install` warned EBADENGINE for dependencies that need Node 22 while package.json
// (and the README) promised 20.19. The lowest Node our range admits must satisfy every installed
// package's own `engines.node` (package.json's overrides keep three of them on their Node 20 lines).
const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));

describe('the Node versions package.json promises', () => {
  it("fit every installed package's engines.node", () => {
    const lowest = semver.minVersion(manifest.engines.node);
    expect(lowest?.version).toBe('20.19.0');
    const misfits = Object.entries(lock.packages)
      .filter(([name, entry]) => name && !entry.optional && entry.engines?.node)
      .filter(([, entry]) => !semver.satisfies(lowest, entry.engines.node))
      .map(
        ([name, entry]) =>
          `${name.replace(/^.*node_modules\//, '')}@${entry.version} needs ${entry.engines.node}`,
      );
    expect(misfits).toEqual([]);
  });
});
