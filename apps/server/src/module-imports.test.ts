import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findImportLoops, type ImportEdge, readImportEdges } from './test/module-graph.js';

// The server's parts import one way: lib and db at the bottom, then auth < users < organizations <
// invitations and password-reset, documents < merge-fields, and app, cli, seed and main on top.
// A loop makes a part that cannot be read, tested or moved without the other.
// This checks the order of the parts; a loop between two files anywhere in the tree is Biome's
// noImportCycles (biome.json, run by `npm run lint` and scripts/code-checks.test.mjs).

const edges = readImportEdges(path.join(import.meta.dirname));
const importsOf = (part: string) =>
  new Set(edges.filter((edge) => edge.from === part).map((edge) => edge.to));

describe("the server's parts", () => {
  it('import each other in one direction only', () => {
    expect(findImportLoops(edges)).toEqual([]);
  });

  it('keep db free of everything else, and lib above db only', () => {
    expect([...importsOf('db')]).toEqual([]);
    expect([...importsOf('lib')].filter((part) => part !== 'db')).toEqual([]);
  });

  it('are read from the source, type-only and multi-line imports included', () => {
    const users = edges.filter((edge) => edge.file === 'modules/users/service.ts').map((edge) => edge.to);
    expect(users).toEqual(expect.arrayContaining(['db', 'lib', 'modules/auth']));
  });
});

describe('the loop check', () => {
  const edge = (from: string, to: string): ImportEdge => ({
    from,
    to,
    file: `${from}/service.ts`,
    specifier: `../${to.split('/').at(-1)}/service.js`,
  });

  it('names a loop with the import that makes each step', () => {
    const loops = findImportLoops([
      edge('modules/users', 'modules/auth'),
      edge('modules/users', 'modules/organizations'),
      edge('modules/organizations', 'modules/users'),
    ]);
    expect(loops).toEqual([
      'modules/organizations -> modules/users (modules/organizations/service.ts imports ../users/service.js) ' +
        '-> modules/organizations (modules/users/service.ts imports ../organizations/service.js)',
    ]);
  });

  it('finds a loop through several parts, and none in a one-way graph', () => {
    expect(findImportLoops([edge('a', 'b'), edge('b', 'c'), edge('c', 'a')])).toHaveLength(1);
    expect(findImportLoops([edge('a', 'b'), edge('b', 'c'), edge('a', 'c')])).toEqual([]);
  });
});
