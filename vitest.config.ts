import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The workspace packages' entries mapped to their sources, read from each package.json's `source`
 * export condition. The `source` condition alone is not enough: Vitest resolves globalSetup and
 * setupFiles without the project's `ssr.resolve.conditions` (vitest-dev/vitest#9429), so the
 * server's global setup asked for dist/ and `npm test` failed on a fresh clone until `tsc -b` ran
 * (issue 29). Aliases apply to every resolver.
 */
function workspaceSources() {
  const packagesDir = path.resolve(import.meta.dirname, 'packages');
  return readdirSync(packagesDir).flatMap((dir) => {
    const manifest: { name: string; exports?: Record<string, { source?: string }> } = JSON.parse(
      readFileSync(path.join(packagesDir, dir, 'package.json'), 'utf8'),
    );
    return Object.entries(manifest.exports ?? {}).flatMap(([subpath, conditions]) => {
      if (!conditions.source) return [];
      // "." is the package itself, "./fixtures" its subpath `<name>/fixtures`.
      const specifier = manifest.name + subpath.slice(1);
      return [
        {
          find: new RegExp(`^${specifier.replace(/[/.]/g, '\\$&')}$`),
          replacement: path.join(packagesDir, dir, conditions.source),
        },
      ];
    });
  });
}

/**
 * The web test files that need a fresh module graph and jsdom of their own: those that mock or
 * reset modules (`vi.mock`, `vi.doMock`, `vi.unmock`, `vi.resetModules`), those that install
 * fake-indexeddb's globals (which would give every later file IndexedDB, hence local drafts), and
 * those that test what a module does the first time it loads. They run in the `web-mocks` project,
 * isolated; the other web files share one graph per worker (`isolate: false`), where a mock would
 * reach, or miss, another file's imports (see testFilesThatMockModules).
 */
const WEB_FIRST_LOAD_TESTS = [
  'apps/web/src/editor/merge-field-first-editor.test.tsx',
  // Renders the editor screen without openEditor's store resets: after some files in a shared graph
  // it found no Formatting toolbar (a run with shuffled files).
  'apps/web/src/documents/editor-screen/editor-load.test.tsx',
];

/** The test files under `dir` that mock or reset modules (or install fake-indexeddb's globals). */
function testFilesThatMockModules(dir: string): string[] {
  const sources = path.resolve(import.meta.dirname, dir);
  return readdirSync(sources, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) =>
      /\bvi\.(mock|doMock|unmock|resetModules)\(|fake-indexeddb/.test(
        readFileSync(path.join(sources, file), 'utf8'),
      ),
    )
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`);
}

const webMocking = testFilesThatMockModules('apps/web/src').concat(WEB_FIRST_LOAD_TESTS);
const webProject = {
  resolve: {
    conditions: ['source'],
    alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') },
  },
  test: {
    environment: 'jsdom' as const,
    setupFiles: ['apps/web/src/test/setup.ts'],
    testTimeout: 15_000,
  },
};

/**
 * The server test files that run isolated: those that mock modules (a mock must not reach, or miss,
 * another file's imports), and the upload test whose 5 MB upload answered 500 instead of 413 in two
 * of five runs with shared modules (never isolated, never alone); its cause is not found yet.
 */
const serverIsolated = testFilesThatMockModules('apps/server/src').concat([
  'apps/server/src/modules/assets/assets.test.ts',
]);

const serverProject = {
  // The server's tests run in Vite's SSR environment, which resolves with ssr.resolve's
  // conditions: without them, the workspace packages would need a build first.
  resolve: { conditions: ['source'], alias: workspaceSources() },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    environment: 'node' as const,
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    setupFiles: ['apps/server/src/test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
};

// One run, these projects: pure core code, the scripts, the server against a real PostgreSQL, and the web
// app in jsdom (as two projects: see testFilesThatMockModules).
export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores, a single worker ran every
    // file in turn while the server's tests mostly wait on PostgreSQL (issue 29). Each server test
    // file works in its own database, so files run side by side safely.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        resolve: { conditions: ['source'] },
        test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' },
      },
      {
        // Without isolation a worker imports the app (Fastify, Drizzle, pg, the PDF and Word
        // libraries) once instead of once per file: that import was most of the server tests' time
        // (a pass on the 2-core machine took 751 s isolated, 448 s shared).
        // The files stay independent: each works in a database of its own, dropped by setup.ts.
        ...serverProject,
        test: {
          ...serverProject.test,
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...serverIsolated],
          isolate: false,
        },
      },
      {
        // Each in a module graph of its own (see serverIsolated).
        ...serverProject,
        test: { ...serverProject.test, name: 'server-isolated', include: serverIsolated },
      },
      {
        // Without isolation a worker keeps its jsdom and the modules it imported (React, TipTap, the
        // app) from one file to the next instead of loading them again for each file: the web
        // tests took about half the time. The files stay independent: setup.ts cleans the page,
        // the storages, stubbed globals and timers after every test, the helpers reset the stores
        // they fill, and Vitest restores spies between files (issue 29's CI time).
        ...webProject,
        test: {
          ...webProject.test,
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...webMocking],
          isolate: false,
        },
      },
      {
        // The files that mock modules, each in a module graph of its own (see WEB_FIRST_LOAD_TESTS).
        ...webProject,
        test: { ...webProject.test, name: 'web-mocks', include: webMocking },
      },
    ],
  },
});
