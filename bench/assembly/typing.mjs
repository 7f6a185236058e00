// @ts-check
// Measure (c): typing in the product editor on the template with its 300 conditions against the same
// document with the logic taken out, in Chromium, with the editor benchmark's keystroke probe
// (bench/editor/page). The caret goes into the same paragraph on both: inside the middle condition.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { percentile } from '../editor/report.mjs';
import { serveStatic } from '../editor/static-server.mjs';

const here = import.meta.dirname;
const ROUNDS = Number(process.env.BENCH_TYPING_ROUNDS ?? 3);
const KEYS = 200;
// A brisk typist, as in bench:editor: the next key goes this long after the last one's paint.
const PACE_MS = 30;
const OPEN_TIMEOUT_MS = 120_000;
const PHRASE = 'the parties further agree that this clause shall apply ';

/** The index-th key (from 1): every 25th an Enter, every 20th a Backspace, else the phrase. */
function keyAt(/** @type {number} */ index) {
  if (index % 25 === 0) return 'Enter';
  if (index % 20 === 0) return 'Backspace';
  const char = PHRASE[(index - 1) % PHRASE.length] ?? ' ';
  return char === ' ' ? 'Space' : char;
}

/**
 * Opens one variant, checks its nodes, types KEYS paced keys and returns the samples.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} url
 */
async function typeSession(context, url) {
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
      ...window.__assembly,
      fieldCount: window.__bench?.fieldCount ?? 0,
    }));
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
    return { samples, opened };
  } finally {
    await page.close();
  }
}

/** Builds the page, then types ROUNDS sessions per variant, alternating. */
export async function measureTyping() {
  await build({ configFile: path.join(here, 'vite.config.ts'), logLevel: 'warn' });
  const server = await serveStatic(path.join(here, 'dist'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Uncapped frames, as bench:editor: the paint mark lands when the work is done, not at a 60 Hz tick.
    args: ['--no-sandbox', '--disable-gpu', '--disable-frame-rate-limit', '--disable-gpu-vsync'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const urlOf = (/** @type {string} */ variant) => `${server.url}/?variant=${variant}`;
    /** @type {{ logic: number[][], plain: number[][] }} */
    const sessions = { logic: [], plain: [] };
    /** @type {Record<string, unknown>} */
    const opened = {};
    for (let round = 0; round < ROUNDS; round += 1) {
      const order =
        round % 2 === 0
          ? /** @type {const} */ (['plain', 'logic'])
          : /** @type {const} */ (['logic', 'plain']);
      for (const variant of order) {
        const session = await typeSession(context, urlOf(variant));
        sessions[variant].push(session.samples);
        opened[variant] = session.opened;
      }
    }
    const logic =
      /** @type {{ conditionBlocks?: number, clauseInCondition?: boolean, fieldCount: number }} */ (
        opened.logic
      );
    if (logic.conditionBlocks !== 300 || !logic.clauseInCondition) {
      throw new Error(`The editor did not keep the template's condition blocks: ${JSON.stringify(opened)}`);
    }
    const summary = (/** @type {number[][]} */ runs) => {
      const all = runs.flat();
      return {
        p50: percentile(all, 50),
        p95: percentile(all, 95),
        p95PerRound: runs.map((run) => percentile(run, 95)),
      };
    };
    return {
      chromium: browser.version(),
      rounds: ROUNDS,
      keys: KEYS,
      opened,
      logic: summary(sessions.logic),
      plain: summary(sessions.plain),
      sessions,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
