import { expect, test } from './support/fixtures.js';

const widths = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

for (const { name, viewport } of widths) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test(`the app opens on the documents page at ${name} width`, async ({
      signedInPage: page,
      errors,
    }, testInfo) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/documents$/);
      await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
      await expect(page).toHaveTitle('Documents · LexDraft');
      await page.screenshot({ path: testInfo.outputPath(`documents-${name}.png`), fullPage: true });
      expect(errors).toEqual([]);
    });
  });
}

test('a deep link loads the SPA on a fresh page load', async ({ page, errors }) => {
  const response = await page.goto('/auth/login');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown page shows a way back', async ({ signedInPage: page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await page
    .getByRole('link', { name: /documents/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/documents$/);
});
