import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './build/precompress';

// The API prefixes proxied to the Fastify server during `npm run dev`. /auth is shared with
// SPA routes, so only its POSTs go to the API.
const API_TARGET = process.env.API_URL ?? 'http://localhost:3000';
const apiPrefixes = ['/api', '/docs', '/users', '/organizations', '/healthz'];

// React Router's package exports its development build only (warnings and checks that cost size
// and time); its production build ships beside it, and `vite build` takes that one.
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.resolve(
    createRequire(import.meta.url).resolve('react-router'),
    '../../production/index.mjs',
  ),
};

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), precompressAssets()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      ...(command === 'build' ? [reactRouterProduction] : []),
    ],
    conditions: ['source'],
  },
  server: {
    proxy: {
      ...Object.fromEntries(
        apiPrefixes.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }]),
      ),
      '/auth': {
        target: API_TARGET,
        bypass: (request) => (request.method === 'GET' ? request.url : undefined),
      },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
}));
