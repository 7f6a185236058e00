import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

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

// One run, three projects: pure core code, the server against a real PostgreSQL, and the web app in jsdom.
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
        // The server's tests run in Vite's SSR environment, which resolves with ssr.resolve's
        // conditions: without them, the workspace packages would need a build first.
        resolve: { conditions: ['source'], alias: workspaceSources() },
        ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: {
          conditions: ['source'],
          alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') },
        },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
