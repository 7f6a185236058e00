import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

// Helpers shared by the document specs: names, the editor, the save status, a new document.

export const uniqueName = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;
export const modifier = process.platform === 'darwin' ? 'Meta' : 'Control';
export const editorBody = (page: Page) => page.locator('.ProseMirror');
export const saveStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Saved|Unsaved|Saving|Auto-saving/ });

/** Creates a blank document from the list and waits for its editor. */
export async function createDocument(page: Page, name: string) {
  await page.goto('/documents');
  await page.getByRole('button', { name: 'New document' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New document' });
  await dialog.getByLabel('Document name').fill(name);
  await dialog.getByRole('button', { name: 'Create document' }).click();
  await expect(page).toHaveURL(/\/documents\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(editorBody(page)).toBeVisible();
}
