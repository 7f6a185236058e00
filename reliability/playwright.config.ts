import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.js';

// The reliability suite (docs/reliability.md): each spec starts the built app itself, on a fresh
// DATA_DIR, so one scenario's kills, lock-outs and fuzz never reach another. Debian's Chromium,
// launched as in playwright.config.ts, for the XSS and upload checks that need a browser.

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/reliability',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A scenario that takes longer than this is a stall; the slow ones set their own bound.
  timeout: 90_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
