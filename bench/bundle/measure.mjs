// @ts-check
import { gzipSync } from 'node:zlib';

/** @typedef {{ url: string, bytes: number, gzip: number }} ScriptFile */
/** @typedef {import('@playwright/test').Page} Page */

/**
 * Records every JavaScript file the page fetches from now on, each gzipped at level 9 as it was
 * served (the body after any transfer encoding), once per URL.
 * @param {Page} page
 * @returns {() => Promise<ScriptFile[]>} the files so far, once their bodies are read
 */
export function recordScripts(page) {
  /** @type {Map<string, Promise<ScriptFile>>} */
  const files = new Map();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const isScript = response.request().resourceType() === 'script' || url.pathname.endsWith('.js');
    if (!isScript || files.has(url.href)) return;
    files.set(
      url.href,
      response.body().then((body) => ({
        url: url.pathname,
        bytes: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  return () => Promise.all(files.values());
}

/**
 * The sum of the gzipped sizes, in KB (1,000 bytes, as Vite reports them).
 * @param {ScriptFile[]} files
 */
export function totalKb(files) {
  return files.reduce((sum, file) => sum + file.gzip, 0) / 1000;
}
