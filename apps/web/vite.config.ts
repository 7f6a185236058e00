import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API prefixes proxied to the Fastify server during `npm run dev`. /auth is shared with
// SPA routes, so only its POSTs go to the API.
const API_TARGET = process.env.API_URL ?? 'http://localhost:3000';
const apiPrefixes = ['/api', '/docs', '/users', '/organizations', '/healthz'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
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
});
