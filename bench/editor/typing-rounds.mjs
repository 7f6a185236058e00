// @ts-check
// Typing rounds in the product editor for benchmarks that compare two variants of one page in the
// same run (bench:assembly, bench:suggest): builds the page with Vite, serves it, and types the same
// paced keys into each variant in turn, alternating their order each round, with bench:editor's
// keystroke probe (page/bench-setup.ts). Each page exposes `window.__bench`, and may expose what it
// opened as `window.__opened`, so that the run can check the document it typed into.
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { percentile } from './report.mjs';
import { serveStatic } from './static-server.mjs';

const OPEN_TIMEOUT_MS = 120_000;
const PHRASE = 'the parties further agree that this clause shall apply ';

/** The index-th key (from 1) the benchmarks type: every 25th an Enter, every 20th a Backspace, else the phrase. */
export function keyAt(/** @type {number} */ index) {
  if (index % 25 === 0) return 'Enter';
  if (index % 20 === 0) return 'Backspace';
  const char = PHRASE[(index - 1) % PHRASE.length] ?? ' ';
  return char === ' ' ? 'Space' : char;
}

/**
 * @typedef {{ samples: number[], opened: unknown }} Session
 * @typedef {{ p50: number, p95: number, p95PerRound: number[] }} Summary
 */

/**
 * Opens one variant, types `keys` paced keys and returns the samples and what the page opened.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} url
 * @param {{ keys: number, keyAt: (index: number) => string, paceMs: number }} typing
 * @returns {Promise<Session>}
 */
async function typeSession(context, url, typing) {
  const page = await context.newPage();
  /** @type {Error[]} */
  const errors = [];
  page.on('pageerror', (error) => errors.push(error));
  try {
    await page.goto(url);
    await page
      .waitForFunction(() => window.__bench !== undefined, null, { polling: 50, timeout: OPEN_TIMEOUT_MS })
      .catch((error) => {
        throw errors[0] ?? error;
      });
    const opened = await page.evaluate(() => ({
      // @ts-expect-error: a page's own report of what it opened, when it has one.
      ...window.__opened,
      fieldCount: window.__bench?.fieldCount ?? 0,
    }));
    await page.evaluate(() => window.__bench?.placeCaret());
    for (let index = 1; index <= typing.keys; index += 1) {
      await page.keyboard.press(typing.keyAt(index));
      await page.evaluate(({ count, pace }) => window.__bench?.afterSample(count, pace), {
        count: index,
        pace: typing.paceMs,
      });
    }
    const samples = await page.evaluate(() => window.__bench?.samples.slice() ?? []);
    if (samples.length !== typing.keys)
      throw new Error(`Expected ${typing.keys} samples, got ${samples.length}`);
    if (errors[0]) throw errors[0];
    return { samples, opened };
  } finally {
    await page.close();
  }
}

/** p50 and p95 over all of a variant's sessions, and each session's p95. */
function summary(/** @type {number[][]} */ runs) {
  const all = runs.flat();
  return {
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p95PerRound: runs.map((run) => percentile(run, 95)),
  };
}

/**
 * Builds the page (`configFile`, into `distDir`) and types `rounds` sessions per variant, alternating.
 * @template {string} V
 * @param {{ configFile: string, distDir: string, variants: readonly [V, V], rounds: number,
 *   keys: number, keyAt: (index: number) => string, paceMs: number }} options
 */
export async function typeVariants(options) {
  const { configFile, distDir, variants, rounds } = options;
  await build({ configFile, logLevel: 'warn' });
  const server = await serveStatic(distDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Uncapped frames, as bench:editor: the paint mark lands when the work is done, not at a 60 Hz tick.
    args: ['--no-sandbox', '--disable-gpu', '--disable-frame-rate-limit', '--disable-gpu-vsync'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    /** @type {Map<V, number[][]>} */
    const sessions = new Map(variants.map((variant) => [variant, []]));
    /** @type {Map<V, unknown>} */
    const opened = new Map();
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? variants : /** @type {const} */ ([variants[1], variants[0]]);
      for (const variant of order) {
        const session = await typeSession(context, `${server.url}/?variant=${variant}`, options);
        sessions.get(variant)?.push(session.samples);
        opened.set(variant, session.opened);
      }
    }
    return {
      chromium: browser.version(),
      rounds,
      keys: options.keys,
      opened: Object.fromEntries(opened),
      summaries: Object.fromEntries(
        variants.map((variant) => [variant, summary(sessions.get(variant) ?? [])]),
      ),
      sessions: Object.fromEntries(sessions),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
