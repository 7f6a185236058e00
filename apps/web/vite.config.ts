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

// The editor's engine (TipTap's core and the ProseMirror packages under it) is one chunk: lazy parts
// that use ProseMirror alone (the suggest-changes library) would otherwise cut it in two, and the
// two halves cost the first load about a kilobyte more than one (issue 29's budget).
const EDITOR_ENGINE =
  /node_modules[\\/](@tiptap[\\/]core|prosemirror-(view|model|transform|state|commands|history|schema-list|keymap)|orderedmap|rope-sequence|w3c-keyname)[\\/]/;

// Core's small rules that the app shell and the editor both load at first (limits, roles, the HTML
// allow-list, field grammar and markers) are one chunk: as many lazy parts share them, the bundler
// would cut them into a chunk each, and a chunk's own wrapping costs the first load every time.
const CORE_SHARED =
  /packages[\\/]core[\\/]src[\\/](limits|roles|signing|html-allow-list|html-attribute-types|html-urls|merge-fields[\\/](values|scan|sensitive|grammar)|assembly[\\/](names|format-syntax|markers))\.ts$/;

// The icons the editor's first load draws (the app frame's menu, the editor's toolbar and panels)
// are one chunk: shared by many lazy parts, each would be a chunk of its own, and sixteen chunks'
// wrapping and imports cost the first load more than their drawings (issue 33's budget). An icon
// missing here still works; it is only fetched as a chunk of its own.
const FIRST_LOAD_ICONS =
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|icons[\\/](arrow-left|book-user|braces|check|chevron-down|chevron-right|file-text|key-round|lock|pencil|refresh-cw|rotate-ccw-clock|save|signature|user-round|wifi-off))\.m?js$/;

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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // TipTap's `X.create({...})` calls are not marked pure in its packages, so an extension the
      // editor never uses (task lists, ListKit in @tiptap/extension-list) stayed in the bundle.
      treeshake: { manualPureFunctions: ['Node.create', 'Mark.create', 'Extension.create'] },
      output: {
        codeSplitting: {
          groups: [
            { name: 'editor-engine', test: EDITOR_ENGINE },
            { name: 'core-shared', test: CORE_SHARED },
            { name: 'first-load-icons', test: FIRST_LOAD_ICONS },
          ],
        },
      },
    },
  },
}));
