// @ts-check
// `npm run bench:editor`: the product editor against bare TipTap on a 200-page contract, in Chromium.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { checkTargets, formatCase, percentile, summarize, TARGETS } from './report.mjs';
import { serveStatic } from './static-server.mjs';

/** @typedef {import('./report.mjs').Run} Run */
/** @typedef {import('@playwright/test').BrowserContext} BrowserContext */
/** @typedef {import('@playwright/test').Page} Page */

const here = import.meta.dirname;
const CASES = [2000, 10_000];
// Opening is short and noisy: more opens than typing sessions, alternating bare and product.
const OPEN_ROUNDS = 5;
const TYPING_ROUNDS = 3;
const KEYS = 200;
// A brisk typist: the next key goes this long after the previous key's frame was painted.
const PACE_MS = 30;
const OPEN_TIMEOUT_MS = 120_000;
const PHRASE = 'the parties further agree that this clause shall apply ';
// Uncapped frames put the paint mark where the work ends, not at the next 60 Hz tick (which alone
// costs a textarea about 15 ms here); BENCH_VSYNC=1 measures with the display's pace instead.
const VSYNC = process.env.BENCH_VSYNC === '1';
const FRAME_ARGS = VSYNC ? [] : ['--disable-frame-rate-limit', '--disable-gpu-vsync'];

/**
 * The index-th key typed (from 1): every 25th an Enter, every 20th a Backspace, else the phrase.
 * @param {number} index
 */
function keyAt(index) {
  if (index % 25 === 0) return 'Enter';
  if (index % 20 === 0) return 'Backspace';
  const char = PHRASE[(index - 1) % PHRASE.length] ?? ' ';
  return char === ' ' ? 'Space' : char;
}

/**
 * Opens a page in a new tab and waits until it is painted and ready.
 * @param {BrowserContext} context
 * @param {string} url
 */
async function openPage(context, url) {
  const page = await context.newPage();
  /** @type {Error[]} */
  const errors = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto(url);
  await page
    .waitForFunction(() => window.__bench !== undefined, null, { polling: 50, timeout: OPEN_TIMEOUT_MS })
    .catch((error) => {
      throw errors[0] ?? error;
    });
  return page;
}

/**
 * Types KEYS paced keys at the caret and returns the keystroke-to-next-paint samples.
 * @param {Page} page
 */
async function typeKeys(page) {
  await page.evaluate(() => window.__bench?.placeCaret());
  for (let index = 1; index <= KEYS; index += 1) {
    await page.keyboard.press(keyAt(index));
    await page.evaluate(({ count, pace }) => window.__bench?.afterSample(count, pace), {
      count: index,
      pace: PACE_MS,
    });
  }
  const samples = await page.evaluate(() => window.__bench?.samples.slice() ?? []);
  if (samples.length !== KEYS) throw new Error(`Expected ${KEYS} samples, got ${samples.length}`);
  return samples;
}

/**
 * One round of one variant: open, scan, and type when `typing`.
 * @param {BrowserContext} context
 * @param {string} url
 * @param {boolean} typing
 * @returns {Promise<Run>}
 */
async function measure(context, url, typing) {
  const page = await openPage(context, url);
  try {
    const opened = await page.evaluate(() => {
      const bench = window.__bench;
      if (!bench) throw new Error('The page exposed no benchmark API');
      /** @param {string} name */
      const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
      const ready = window.__benchReady ?? Number.NaN;
      return {
        openMs: ready,
        phases: {
          load: mark('bench:main'),
          html: mark('bench:html') - mark('bench:main'),
          mount: mark('bench:mounted') - mark('bench:html'),
          paint: ready - mark('bench:mounted'),
        },
        scanMs: bench.scanMs?.(),
        fieldCount: bench.fieldCount,
        htmlBytes: bench.htmlBytes,
        htmlCalls: bench.htmlCalls(),
      };
    });
    const samples = typing ? await typeKeys(page) : [];
    const htmlCalls = await page.evaluate(() => window.__bench?.htmlCalls() ?? 0);
    const { htmlCalls: callsAtOpen, ...rest } = opened;
    return { ...rest, typing: samples, htmlCallsWhileTyping: htmlCalls - callsAtOpen };
  } finally {
    await page.close();
  }
}

async function main() {
  process.stdout.write('Building the benchmark page... ');
  await build({ configFile: path.join(here, 'vite.config.ts'), logLevel: 'warn' });
  console.log('done');

  const server = await serveStatic(path.join(here, 'dist'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', ...FRAME_ARGS],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    /** @param {string} variant @param {number} fields */
    const urlOf = (variant, fields) => `${server.url}/?variant=${variant}&fields=${fields}`;
    // Warm the HTTP cache and V8's code cache, so that no variant pays for the first load alone.
    for (const variant of ['bare', 'product']) await (await openPage(context, urlOf(variant, 2000))).close();

    const loadBefore = os.loadavg()[0] ?? 0;
    const cores = os.availableParallelism();
    console.log(
      [
        `Chromium ${browser.version()}, frames ${VSYNC ? 'at 60 Hz (BENCH_VSYNC=1)' : 'uncapped (BENCH_VSYNC=1 for 60 Hz)'}, load ${loadBefore.toFixed(1)} on ${cores} cores`,
        `Open: median of ${OPEN_ROUNDS} alternating opens. Typing: ${KEYS} keys x ${TYPING_ROUNDS} rounds per variant, each key ${PACE_MS} ms after the last one's paint.`,
      ].join('\n'),
    );
    if (loadBefore > cores)
      console.log(`WARNING: the machine is busy (load ${loadBefore.toFixed(1)}): expect noise.`);

    const floor = await measure(context, `${server.url}/?variant=floor`, true);
    const floorTyping = { p50: percentile(floor.typing, 50), p95: percentile(floor.typing, 95) };
    console.log(
      `Harness floor (a plain textarea): typing p50 ${floorTyping.p50.toFixed(1)} ms, p95 ${floorTyping.p95.toFixed(1)} ms\n`,
    );

    const results = [];
    for (const fields of CASES) {
      /** @type {{ bare: Run[], product: Run[] }} */
      const runs = { bare: [], product: [] };
      for (let round = 0; round < OPEN_ROUNDS; round += 1) {
        // Bare first, then alternating, so that neither variant always runs on a warmer machine.
        const order =
          round % 2 === 0
            ? /** @type {const} */ (['bare', 'product'])
            : /** @type {const} */ (['product', 'bare']);
        for (const variant of order) {
          runs[variant].push(await measure(context, urlOf(variant, fields), round < TYPING_ROUNDS));
        }
      }
      const bare = summarize(runs.bare);
      const product = summarize(runs.product);
      const checks = checkTargets(fields, bare, product);
      console.log(`${formatCase(fields, bare, product, checks)}\n`);
      results.push({ fields, bare, product, checks, runs });
    }

    const resultsDir = path.join(here, 'results');
    await mkdir(resultsDir, { recursive: true });
    const loadAfter = os.loadavg()[0] ?? 0;
    const report = {
      date: new Date().toISOString(),
      chromium: browser.version(),
      node: process.version,
      machine: { cores, loadBefore, loadAfter },
      vsync: VSYNC,
      openRounds: OPEN_ROUNDS,
      typingRounds: TYPING_ROUNDS,
      keys: KEYS,
      paceMs: PACE_MS,
      targets: TARGETS,
      floor: { ...floorTyping, samples: floor.typing },
      cases: results,
    };
    await writeFile(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    const failed = results.flatMap((result) => result.checks.filter((check) => check.pass === false));
    console.log(
      failed.length === 0
        ? 'All targets met.'
        : `${failed.length} target(s) missed (a report, not a test: the exit code stays 0).`,
    );
    if (loadAfter > cores)
      console.log(`WARNING: the machine got busy during the run (load ${loadAfter.toFixed(1)}).`);
    console.log(`Results: ${path.relative(process.cwd(), path.join(resultsDir, 'latest.json'))}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
