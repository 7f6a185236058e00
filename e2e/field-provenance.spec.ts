import { api } from './support/api.js';
import { apiToken } from './support/auth.js';
import { createDocument, editorBody, modifier, saveStatus, uniqueName } from './support/documents.js';
import { expect, test } from './support/fixtures.js';
import { shoot } from './support/screenshots.js';

// Issue 16 on the real app: a value filled from an entity shows where it came from; when the
// entity's EIN changes, the list says the document is out of date and the editor offers Update.
// The entity is made here through the API, with a random suffix: every spec shares one app.

test.use({ viewport: { width: 1280, height: 800 } });

test.afterEach(({ errors }) => {
  expect(errors).toEqual([]);
});

test('a value filled from an entity shows its source, goes stale when the entity changes, and Update applies it', async ({
  signedInPage: page,
  firm,
}, testInfo) => {
  // Records are written by an admin (an attorney has entities:read only); the attorney fills from them.
  const admin = await apiToken(firm.email('admin'));
  const entityName = uniqueName('Provenance Holdings LLC');
  const entity = await api<{ id: string }>('/api/entities', admin, {
    method: 'POST',
    body: JSON.stringify({ name: entityName, ein: '12-3456789' }),
  });

  const documentName = uniqueName('Provenance letter');
  await createDocument(page, documentName);
  await editorBody(page).click();
  // A typed marker becomes a field when its braces close.
  await page.keyboard.type('Client {{entity.name}} with EIN {{entity.ein}}.');
  await expect(editorBody(page).locator('[data-merge-field="entity.ein"]')).toHaveText('EIN');
  await page.keyboard.press(`${modifier}+S`);
  await expect(saveStatus(page)).toContainText('Saved');

  await page.keyboard.press(`${modifier}+K`);
  const dialog = page.getByRole('dialog', { name: 'Manage Field Values' });
  await dialog.getByRole('tab', { name: 'From Database' }).click();
  await dialog.getByRole('tab', { name: 'Entities' }).click();
  await dialog.getByPlaceholder('Search by name, email, or EIN...').fill(entityName);
  await dialog.getByRole('button', { name: `Fill all fields from ${entityName}` }).click();
  await expect(dialog.getByText('Current Field Mappings')).toBeVisible();

  await dialog.getByRole('tab', { name: 'Manual Entry' }).click();
  await expect(dialog.getByLabel('EIN', { exact: true })).toHaveValue('12-3456789');
  const mark = new RegExp(
    `^From ${entityName} \\(entity\\), \\d{1,2} [A-Z][a-z]{2} \\d{4}, by Marcus Whitfield$`,
  );
  const einMark = dialog.getByRole('img', { name: mark }).last();
  await expect(einMark).toBeVisible();
  await einMark.hover();
  await expect(page.getByRole('tooltip')).toHaveText(mark);
  await shoot(page, testInfo, 'record-mark-tooltip');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  const panel = page.getByRole('complementary', { name: 'Document panel' });
  await expect(panel.getByRole('img', { name: mark })).toHaveCount(2);
  await shoot(page, testInfo, 'panel-marks');

  await api(`/api/entities/${entity.id}`, admin, {
    method: 'PATCH',
    body: JSON.stringify({ ein: '98-7654321' }),
  });

  await page.goto(`/documents?q=${encodeURIComponent(documentName)}`);
  const row = page.getByRole('row').filter({ hasText: documentName });
  const badge = row.getByText('Out of date');
  await expect(badge).toBeVisible();
  await badge.hover();
  await expect(page.getByRole('tooltip')).toHaveText("1 value changed in the firm's records");
  await shoot(page, testInfo, 'list-badge');

  await row.getByRole('link', { name: documentName }).click();
  const notice = page.getByRole('region', { name: "Values changed in the firm's records" });
  await expect(notice.getByText("1 value changed in the firm's records")).toBeVisible();
  // One changed value: its old and new values show side by side without a click (issue 29).
  await expect(notice.getByRole('listitem')).toContainText('12-3456789');
  await expect(notice.getByRole('listitem')).toContainText('98-7654321');
  await shoot(page, testInfo, 'stale-notice');

  await notice.getByRole('button', { name: 'Update EIN' }).click();
  await expect(notice).toBeHidden();
  // From Database linked the entity (issue 29), so the document opens on Document Info.
  await panel.getByRole('tab', { name: 'Merge Fields' }).click();
  await expect(panel.getByRole('textbox', { name: 'EIN' })).toHaveValue('98-7654321');
  await page.keyboard.press(`${modifier}+P`);
  await expect(editorBody(page)).toContainText('with EIN 98-7654321');

  await page.goto(`/documents?q=${encodeURIComponent(documentName)}`);
  await expect(page.getByRole('row').filter({ hasText: documentName })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: documentName }).getByText('Out of date')).toBeHidden();
});
