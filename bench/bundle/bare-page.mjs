// @ts-check
// The yardstick: a page with nothing but TipTap's StarterKit on @tiptap/core, built with Vite in a
// temporary directory (never committed) from the same installed packages as the app.
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../..');

const HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Bare TipTap</title></head>
  <body><div id="editor"></div><script type="module" src="./main.js"></script></body>
</html>
`;

const MAIN = `import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';

new Editor({
  element: document.querySelector('#editor'),
  extensions: [StarterKit],
  content: '<h1>Agreement</h1><p>The parties agree.</p>',
});
`;

/**
 * Builds the bare page and returns the directory of its build, and a function that removes it all.
 * @returns {Promise<{ dir: string, remove: () => Promise<void> }>}
 */
export async function buildBarePage() {
  const temp = await mkdtemp(path.join(os.tmpdir(), 'lexdraft-bundle-bare-'));
  await writeFile(path.join(temp, 'index.html'), HTML);
  await writeFile(path.join(temp, 'main.js'), MAIN);
  // Bare imports resolve from the importing file upwards: give the temp dir the repo's packages.
  await symlink(path.join(ROOT, 'node_modules'), path.join(temp, 'node_modules'), 'dir');
  const outDir = path.join(temp, 'dist');
  await build({
    configFile: false,
    root: temp,
    base: './',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
  });
  return { dir: outDir, remove: () => rm(temp, { recursive: true, force: true }) };
}
