import type { Page } from '@playwright/test';
import { createDocument, editorBody, modifier, saveStatus, uniqueName } from './support/documents.js';
import { expect, test } from './support/fixtures.js';

// Issue 30 in the real app: a condition typed as markers becomes a framed block, the Merge Fields
// panel offers the field it reads, and preview shows the branch only while the value holds; a
// repeat's list is filled as a table in Manage Field Values and preview repeats the section.

test.use({ viewport: { width: 1280, height: 800 } });

test.afterEach(({ errors }) => {
  expect(errors).toEqual([]);
});

const preview = (page: Page) => page.getByRole('region', { name: 'Document preview' });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Document panel' });
const togglePreview = (page: Page) => page.keyboard.press(`${modifier}+P`);

/** Types a marker; the `{{` list, if it is still open for it, is closed before going on. */
async function typeMarker(page: Page, marker: string) {
  await page.keyboard.type(marker);
  const list = page.getByRole('listbox', { name: 'Merge fields' });
  if (await list.isVisible()) await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
}

async function save(page: Page) {
  await page.keyboard.press(`${modifier}+S`);
  await expect(saveStatus(page)).toContainText('Saved');
}

test('a typed {{#if}} … {{/if}} frames its paragraph, and preview follows the value', async ({
  signedInPage: page,
}, testInfo) => {
  await createDocument(page, uniqueName('Delivery terms'));
  await editorBody(page).click();
  await page.keyboard.type('Delivery terms apply.');
  await page.keyboard.press('Enter');
  await typeMarker(page, '{{#if agreement.rush}}');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Rush delivery applies.');
  await page.keyboard.press('Enter');
  await typeMarker(page, '{{/if}}');

  // Balanced, the pair is a framed block with its condition in words, and no marker text.
  const header = editorBody(page).getByRole('button', { name: /^If / });
  await expect(header).toBeVisible();
  await expect(editorBody(page)).not.toContainText('{{#if');
  await expect(editorBody(page).locator('.logic-if')).toContainText('Rush delivery applies.');
  await page.screenshot({ path: testInfo.outputPath('condition-framed.png') });
  await save(page);

  // Unset, the condition does not hold: preview leaves the paragraph out and counts the field.
  await togglePreview(page);
  await expect(preview(page)).toContainText('Delivery terms apply.');
  await expect(preview(page)).not.toContainText('Rush delivery applies.');
  await expect(page.getByText(/1 field has no value yet/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('preview-unset.png') });
  await togglePreview(page);
  await expect(preview(page)).toBeHidden();

  // The panel lists the field the condition reads, so it can be filled.
  const input = panel(page).getByRole('textbox', { name: /agreement\.rush/ });
  await input.fill('yes');
  await input.press('Enter');
  await togglePreview(page);
  await expect(preview(page)).toContainText('Rush delivery applies.');
  await expect(page.getByText('WARNING: Unset smart fields')).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('preview-set.png') });

  // Back to editing, the block and its text are there as typed.
  await togglePreview(page);
  await expect(header).toBeVisible();
  await expect(editorBody(page).locator('.logic-if')).toContainText('Rush delivery applies.');

  // The builder's raw expression: its parse error shows as it is typed; applied, preview follows it.
  await header.click();
  const builder = page.getByRole('dialog', { name: 'Edit condition' });
  const expression = builder.getByLabel('Expression');
  await expect(expression).toHaveValue('agreement.rush');
  await expression.fill('agreement.rush == ');
  await expect(builder.getByRole('alert')).toContainText('a value is missing after "=="');
  await expression.fill('agreement.rush == "no"');
  await builder.getByRole('button', { name: 'Apply' }).click();
  await expect(builder).toBeHidden();
  await togglePreview(page);
  await expect(preview(page)).toContainText('Delivery terms apply.');
  await expect(preview(page)).not.toContainText('Rush delivery applies.');
  await togglePreview(page);
  await save(page);
});

test('a repeat over a list field prints a paragraph for each row typed in Manage Field Values', async ({
  signedInPage: page,
}, testInfo) => {
  await createDocument(page, uniqueName('Sellers'));
  await editorBody(page).click();
  await typeMarker(page, '{{#each sellers as seller}}');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Seller: ');
  await typeMarker(page, '{{seller.name}}');
  await page.keyboard.press('Enter');
  await typeMarker(page, '{{/each}}');
  await expect(editorBody(page).getByRole('button', { name: /^For each / })).toBeVisible();
  await save(page);

  // The panel names the list; its rows are filled in Manage Field Values.
  await panel(page).getByRole('button', { name: 'Fill lists in Manage Field Values' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Field Values' });
  const sellers = dialog.getByRole('region', { name: 'sellers' });
  await expect(sellers.getByText('Not set yet: add its rows here.')).toBeVisible();
  for (const name of ['Ada Pryce', 'Ben Quill']) {
    await sellers.getByRole('button', { name: 'Add row' }).click();
    await page.keyboard.type(name);
  }
  await sellers.getByRole('button', { name: 'Move row 2 up' }).click();
  await page.screenshot({ path: testInfo.outputPath('list-table.png') });
  await dialog.getByRole('button', { name: 'Save Values' }).click();
  await expect(dialog).toBeHidden();

  await togglePreview(page);
  await expect(preview(page).locator('[data-merge-field="seller.name"]')).toHaveText([
    'Ben Quill',
    'Ada Pryce',
  ]);
  await expect(preview(page)).not.toContainText('{{');
});
