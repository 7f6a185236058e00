import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { api } from './support/api.js';
import { apiToken } from './support/auth.js';
import { createDocument, editorBody, modifier, saveStatus, uniqueName } from './support/documents.js';
import { expect, test } from './support/fixtures.js';
import { shoot } from './support/screenshots.js';

// Issue 16 on the real app: a field the document leaves empty shows the linked entity's value or
// the firm's default, preview says which, a typed value wins, and clearing it falls back again.
// The smart field and the entity are made through the API with random names: every spec shares one app.

test.use({ viewport: { width: 1280, height: 800 } });

test.afterEach(({ errors }) => {
  expect(errors).toEqual([]);
});

const togglePreview = (page: Page) => page.keyboard.press(`${modifier}+P`);

test("preview falls back from the document's value to the firm's default, and shows the linked entity's name", async ({
  signedInPage: page,
  firm,
}, testInfo) => {
  const token = await apiToken(firm.email('attorney'));
  const key = `venue_${randomBytes(3).toString('hex')}`;
  await api('/docs/smart-fields', token, {
    method: 'POST',
    body: JSON.stringify({ key, label: 'Venue', default_value: 'Wilmington, Delaware' }),
  });
  const entityName = uniqueName('Layered Holdings LLC');
  // The firm's records are an admin's to write.
  const entity = await api<{ id: string }>('/api/entities', await apiToken(firm.email('admin')), {
    method: 'POST',
    body: JSON.stringify({ name: entityName }),
  });

  await createDocument(page, uniqueName('Layered letter'));
  const documentId = /\/documents\/([0-9a-f-]{36})\/edit$/.exec(page.url())![1]!;
  await editorBody(page).click();
  // A typed marker becomes a field when its braces close.
  await page.keyboard.type(`Client {{entity.name}} agrees to the courts of {{${key}}}.`);
  const venue = editorBody(page).locator(`[data-merge-field="${key}"]`);
  const client = editorBody(page).locator('[data-merge-field="entity.name"]');
  await expect(venue).toHaveText('Venue');
  await page.keyboard.press(`${modifier}+S`);
  await expect(saveStatus(page)).toContainText('Saved');

  // Linked to the entity (as Edit Relationships does), the document's empty fields fill from below.
  await api(`/docs/documents/${documentId}`, token, {
    method: 'PUT',
    body: JSON.stringify({ entity_ids: [entity.id] }),
  });
  await page.reload();
  await expect(client).toBeVisible();

  const panel = page.getByRole('complementary', { name: 'Document panel' });
  await panel.getByRole('tab', { name: 'Merge Fields' }).click();
  const venueInput = panel.getByRole('textbox', { name: /^Venue/ });
  await expect(venueInput).toHaveValue('');
  await expect(venueInput).toHaveAttribute('placeholder', 'Wilmington, Delaware');
  await expect(panel.locator(`[data-field-id="${key}"] [data-fallback-hint]`)).toHaveText('Default');
  await expect(panel.locator('[data-field-id="entity.name"] [data-fallback-hint]')).toHaveText(
    `From ${entityName}`,
  );

  await togglePreview(page);
  await expect(venue).toHaveText('Wilmington, Delaware');
  await expect(venue).toHaveAttribute('title', /^From the firm’s default/);
  await expect(client).toHaveText(entityName);
  await expect(client).toHaveAttribute('title', new RegExp(`^From the linked entity ${entityName}`));
  await shoot(page, testInfo, 'preview-fallback');
  await togglePreview(page);

  // Typed, the document's own value wins.
  await venueInput.fill('New York, New York');
  await venueInput.press('Enter');
  await expect(panel.locator(`[data-field-id="${key}"] [data-fallback-hint]`)).toBeHidden();
  await togglePreview(page);
  await expect(venue).toHaveText('New York, New York');
  await expect(venue).toHaveAttribute('title', `{{${key}}}`);
  await togglePreview(page);

  // Cleared, it falls back to the firm's default again, in the panel and in preview.
  await venueInput.fill('');
  await venueInput.press('Enter');
  await expect(venueInput).toHaveAttribute('placeholder', 'Wilmington, Delaware');
  await expect(panel.locator(`[data-field-id="${key}"] [data-fallback-hint]`)).toHaveText('Default');
  await togglePreview(page);
  await expect(venue).toHaveText('Wilmington, Delaware');
  await expect(client).toHaveText(entityName);
  await togglePreview(page);
  await expect(saveStatus(page)).toContainText('Saved');
  await page.screenshot({ path: testInfo.outputPath('panel-fallback-1280.png') });
  // On a phone the panel is a drawer, opened from More actions.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Show side panel' }).click();
  const drawer = page.getByRole('dialog', { name: 'Document panel' });
  await expect(drawer.getByRole('textbox', { name: /^Venue/ })).toHaveAttribute(
    'placeholder',
    'Wilmington, Delaware',
  );
  await page.screenshot({ path: testInfo.outputPath('panel-fallback-390.png'), animations: 'disabled' });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The server stored the clearing and prints the default.
  const values = await api<{ values: Record<string, string> }>(
    `/docs/documents/${documentId}/smart-fields`,
    token,
  );
  expect(values.values[key] ?? '').toBe('');
});
