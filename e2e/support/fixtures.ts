import { test as base, type Page } from '@playwright/test';
import { signInThroughUi } from './auth.js';
import { collectErrors } from './console.js';

export { expect } from '@playwright/test';

/** The demo firm's users (apps/server/src/seed/seed-data.ts): `<role>@demo.test` with the demo password. */
export type DemoRole = 'admin' | 'attorney' | 'paralegal' | 'viewer';

interface Fixtures {
  /** Whose demo account `signedInPage` signs in with: `test.use({ role: 'admin' })`. */
  role: DemoRole;
  /** Console errors (CSP violations included) and uncaught errors of `page`, from its first load. */
  errors: string[];
  /** `page`, signed in through the sign-in screen as the `role` demo user, on the documents page. */
  signedInPage: Page;
}

/** Playwright's `test` on this run's app, with a page signed in per role. */
export const test = base.extend<Fixtures>({
  // The global setup starts the app and sets its address before the specs load.
  baseURL: async ({ baseURL }, use) => use(process.env.E2E_BASE_URL ?? baseURL),
  role: ['attorney', { option: true }],
  errors: async ({ page }, use) => use(collectErrors(page)),
  // Depends on `errors` so that errors are collected from the sign-in on.
  signedInPage: async ({ page, role, errors: _errors }, use) => {
    await signInThroughUi(page, `${role}@demo.test`);
    await use(page);
  },
});
