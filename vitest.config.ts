import path from 'node:path';
import { defineConfig } from 'vitest/config';

// One run, three projects: pure core code, the server against a real PostgreSQL, and the web app in jsdom.
export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
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
        resolve: { conditions: ['source'] },
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
