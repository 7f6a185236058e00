import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

/**
 * A benchmark page's Vite config, built like apps/web: same plugins, the `@` alias and the `source`
 * condition; the page in `<dir>/page`, built into `<dir>/dist`.
 */
export function benchPageConfig(dir: string): UserConfig {
  return defineConfig({
    root: path.resolve(dir, 'page'),
    base: './',
    plugins: [react(), tailwindcss()],
    resolve: {
      alias: { '@': path.resolve(import.meta.dirname, '../../apps/web/src') },
      conditions: ['source'],
    },
    logLevel: 'warn',
    // The chunk holds the whole editor: its size is the app's, not a warning for this page.
    build: {
      outDir: path.resolve(dir, 'dist'),
      emptyOutDir: true,
      chunkSizeWarningLimit: 4096,
    },
  });
}
