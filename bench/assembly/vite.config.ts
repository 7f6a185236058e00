import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The typing page, built like apps/web (and bench/editor): same plugins, the `@` alias, the `source` condition.
export default defineConfig({
  root: path.resolve(import.meta.dirname, 'page'),
  base: './',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, '../../apps/web/src') },
    conditions: ['source'],
  },
  logLevel: 'warn',
  // The chunk holds the whole editor: its size is the app's, not a warning for this page.
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
  },
});
