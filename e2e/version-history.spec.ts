import type { Page } from '@playwright/test';
import { createDocument, editorBody, modifier, saveStatus, uniqueName } from './support/documents.js';
import { expect, test } from './support/fixtures.js';

// Version history: two saves make two versions; the History tab lists them, the compare view marks
// what differs from the current one, and a restore brings the old text back as a new version.

test.afterEach(({ errors }) => {
  expect(errors).toEqual([]);
});

/** Replaces the editor's text and saves it with Ctrl+S: one new version. */
async function saveText(page: Page, text: string) {
  await editorBody(page).click();
  await page.keyboard.press(`${modifier}+A`);
  await page.keyboard.type(text);
  await expect(saveStatus(page)).toContainText('Unsaved changes');
  await page.keyboard.press(`${modifier}+S`);
  await expect(saveStatus(page)).toHaveText(/^Saved/);
}

const versionButton = (page: Page, version: number) =>
  page.getByRole('button', { name: new RegExp(`^Version ${version}\\b`) });

async function documentWithTwoVersions(page: Page) {
  await createDocument(page, uniqueName('Settlement letter'));
  await saveText(page, 'The first draft of the settlement.');
  await saveText(page, 'The second draft of the settlement.');
}

test('lists both saves, compares the first with the current one and restores it', async ({
  signedInPage: page,
}, testInfo) => {
  await documentWithTwoVersions(page);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(versionButton(page, 2)).toBeVisible();
  await expect(versionButton(page, 1)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('history-1280.png') });

  await versionButton(page, 1).click();
  const dialog = page.getByRole('dialog', { name: 'Version 1' });
  const text = dialog.getByRole('region', { name: 'Version text' });
  await expect(text.locator('ins')).toHaveText(['first']);
  await expect(text.locator('del')).toHaveText(['second']);
  await page.screenshot({ path: testInfo.outputPath('compare-1280.png') });

  await dialog.getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restore version 1?' });
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Restored version 1 as version 3')).toBeVisible();
  await expect(editorBody(page)).toHaveText('The first draft of the settlement.');
  await expect(saveStatus(page)).toHaveText(/^Saved/);

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(versionButton(page, 3)).toContainText('Current');
  await expect(versionButton(page, 2)).toBeVisible();
  await page.reload();
  await expect(editorBody(page)).toHaveText('The first draft of the settlement.');
});

test('shows History and the compare view at phone width', async ({ signedInPage: page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await documentWithTwoVersions(page);
  // Below md the panel is a drawer opened from the More actions menu.
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Show side panel' }).click();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(versionButton(page, 2)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('history-390.png') });
  await versionButton(page, 1).click();
  const dialog = page.getByRole('dialog', { name: 'Version 1' });
  await expect(dialog.getByRole('region', { name: 'Version text' }).locator('ins')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Restore this version' })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('compare-390.png') });
});
