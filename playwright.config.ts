import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium.js';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results/e2e',
  // Spec files run side by side, one worker per core of the 2-core CI machine; the tests of one file
  // run in order in one worker. Each spec works in a firm of its own (e2e/support/firm.ts), so no
  // spec sees another's documents, settings, users or mail.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A long flow (two documents, a send to two signers) took 50 s to over 60 s with both workers
  // busy on a slower 2-core machine; what a test waits for is bounded by the expect timeout below.
  timeout: 90_000,
  // Two workers share the two cores with their app and browsers: a screen can take longer to show
  // than Playwright's default 5 s wait, which is not what any test checks.
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
