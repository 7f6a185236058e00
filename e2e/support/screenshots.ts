import type { Page, TestInfo } from '@playwright/test';

/** A screenshot at desktop width and one at a phone's, for a look at both layouts; back to desktop after. */
export async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
}
