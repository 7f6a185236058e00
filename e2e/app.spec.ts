import { expect, test } from '@playwright/test';
import { signInThroughUi } from './support/auth.js';
import { collectErrors } from './support/console.js';

test.use({ baseURL: process.env.E2E_BASE_URL });

const widths = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

for (const { name, viewport } of widths) {
  test(`the app opens on the documents page at ${name} width`, async ({ page }, testInfo) => {
    const errors = collectErrors(page);
    await page.setViewportSize(viewport);
    await signInThroughUi(page, 'attorney@demo.test');
    await page.goto('/');
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Documents · LexDraft');
    await page.screenshot({ path: testInfo.outputPath(`documents-${name}.png`), fullPage: true });
    expect(errors).toEqual([]);
  });
}

test('a deep link loads the SPA on a fresh page load', async ({ page }) => {
  const errors = collectErrors(page);
  const response = await page.goto('/auth/login');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown page shows a way back', async ({ page }) => {
  await signInThroughUi(page, 'attorney@demo.test');
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await page
    .getByRole('link', { name: /documents/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/documents$/);
});
