import { test as base, type Page } from '@playwright/test';
import { signInThroughApi } from './auth.js';
import { collectErrors } from './console.js';
import { type DemoRole, type Firm, seedFirm } from './firm.js';

export { expect } from '@playwright/test';
export type { Firm };

interface Fixtures {
  /** Whose account of the spec's firm `signedInPage` signs in with: `test.use({ role: 'admin' })`. */
  role: DemoRole;
  /** The firm of this spec file, seeded at its first test: the demo firm's data under emails of its own. */
  firm: Firm;
  /** Console errors (CSP violations included) and uncaught errors of `page`, from its first load. */
  errors: string[];
  /** `page`, signed in through the API as the `role` user of the spec's firm, on the documents page. */
  signedInPage: Page;
}

/**
 * The firms this worker has seeded, by spec file: a spec's tests share one, no two specs do. Each
 * worker is a process of its own, so this map is the worker's.
 */
const firmsBySpec = new Map<string, Promise<Firm>>();

/** Playwright's `test` on this run's app, with a firm per spec and a page signed in per role. */
export const test = base.extend<Fixtures>({
  // The global setup starts the app and sets its address before the specs load.
  baseURL: async ({ baseURL }, use) => use(process.env.E2E_BASE_URL ?? baseURL),
  role: ['attorney', { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  firm: async ({}, use, testInfo) => {
    // A spec runs in one worker (fullyParallel is off): its tests run in order and share the firm.
    // After a failure the rest of the spec goes on in a new worker, with a new firm.
    let firm = firmsBySpec.get(testInfo.file);
    if (!firm) {
      firm = seedFirm(
        testInfo.file
          .split('/')
          .at(-1)!
          .replace(/\.spec\.ts$/, ''),
      );
      firmsBySpec.set(testInfo.file, firm);
    }
    await use(await firm);
  },
  errors: async ({ page }, use) => use(collectErrors(page)),
  // Depends on `errors` so that errors are collected from the sign-in on.
  signedInPage: async ({ page, role, firm, errors: _errors }, use) => {
    await signInThroughApi(page, firm.email(role), firm.password);
    await use(page);
  },
});
