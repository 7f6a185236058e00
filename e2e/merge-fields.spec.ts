import type { Page } from '@playwright/test';
import { createDocument, editorBody, modifier, saveStatus, uniqueName } from './support/documents.js';
import { expect, test } from './support/fixtures.js';

const fieldsDialog = (page: Page) => page.getByRole('dialog', { name: 'Manage Field Values' });

/** Types text, then a field through the {{ list: the query filters it, a click picks the field. */
async function typeWithField(page: Page, text: string, query: string, label: string) {
  await editorBody(page).click();
  await page.keyboard.type(text);
  await page.keyboard.type(`{{${query}`);
  const list = page.getByRole('listbox', { name: 'Merge fields' });
  await expect(list.getByRole('option', { name: new RegExp(label) }).first()).toBeVisible();
  await list
    .getByRole('option', { name: new RegExp(label) })
    .first()
    .click();
  await expect(editorBody(page).locator('[data-merge-field]').last()).toHaveText(label);
}

async function saveDocument(page: Page) {
  await page.keyboard.press(`${modifier}+S`);
  await expect(saveStatus(page)).toContainText('Saved');
}

test.afterEach(({ errors }) => {
  expect(errors).toEqual([]);
});

test('inserts a field with {{, fills it from a contact found by search, previews it and keeps it', async ({
  signedInPage: page,
}, testInfo) => {
  await createDocument(page, uniqueName('Welcome letter'));
  await typeWithField(page, 'Dear ', 'first', 'First Name');
  await page.screenshot({ path: testInfo.outputPath('field-chip.png') });
  await saveDocument(page);

  await page.keyboard.press(`${modifier}+K`);
  const dialog = fieldsDialog(page);
  await dialog.getByRole('tab', { name: 'From Database' }).click();
  await dialog.getByPlaceholder('Search by name, email, or EIN...').fill('Haddad');
  await dialog.getByRole('button', { name: 'Fill First Name from Nadia Haddad' }).click();
  await expect(dialog.getByText('Current Field Mappings')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('from-database.png') });
  await dialog.getByRole('button', { name: 'Save Values' }).click();
  await expect(page.getByText('Field values saved successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.keyboard.press(`${modifier}+P`);
  await expect(editorBody(page)).toContainText('Dear Nadia');
  await expect(page.getByText('WARNING: Unset smart fields')).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('preview.png') });

  await page.reload();
  await expect(editorBody(page).locator('[data-merge-field]')).toHaveText('First Name');
  const panel = page.getByRole('complementary', { name: 'Document panel' });
  // From Database linked the contact, as Edit Relationships would (issue 29): a document with links
  // opens on Document Info.
  await expect(panel.getByRole('region', { name: /Contacts/ }).getByRole('listitem')).toHaveText([
    'Nadia Haddad',
  ]);
  await panel.getByRole('tab', { name: 'Merge Fields' }).click();
  await expect(panel.getByRole('textbox', { name: /First Name/ })).toHaveValue('Nadia');
  await page.keyboard.press(`${modifier}+P`);
  await expect(editorBody(page)).toContainText('Dear Nadia');
});

test('a required smart field with no value blocks saving its values, never the text', async ({
  signedInPage: page,
}) => {
  await createDocument(page, uniqueName('Engagement terms'));
  await editorBody(page).click();
  // A typed marker becomes a field when its braces close.
  await page.keyboard.type('Governed by the law of {{governing_law}}.');
  await expect(editorBody(page).locator('[data-merge-field="governing_law"]')).toHaveText('Governing Law');

  // Issue 28: the text saves; the toast names the empty required field, whose value waits.
  await page.keyboard.press(`${modifier}+S`);
  await expect(
    page.getByText('Fill in Governing Law (required): the text was saved, the field values were not.'),
  ).toBeVisible();
  await expect(saveStatus(page)).toContainText('Saved');

  await page.keyboard.press(`${modifier}+K`);
  const dialog = fieldsDialog(page);
  await expect(dialog.getByText('Governing Law is required')).toBeHidden();
  await dialog.getByRole('button', { name: 'Save Values' }).click();
  await expect(dialog.getByText('Governing Law is required')).toBeVisible();
  await dialog.getByLabel(/Governing Law/).fill('Delaware');
  await page.keyboard.press(`${modifier}+Enter`);
  await expect(dialog).toBeHidden();

  await page.keyboard.press(`${modifier}+S`);
  await expect(saveStatus(page)).toContainText('Saved');
});

test('saves the values as a field-value template and applies it to another document', async ({
  signedInPage: page,
}) => {
  const templateName = uniqueName('Acme closing set');
  await createDocument(page, uniqueName('Closing memo'));
  await typeWithField(page, 'Company: ', 'entity.name', 'Entity Name');
  await saveDocument(page);

  await page.keyboard.press(`${modifier}+K`);
  let dialog = fieldsDialog(page);
  await dialog.getByLabel(/Entity Name/).fill('Acme Holdings LLC');
  await dialog.getByRole('button', { name: 'Templates' }).click();
  await dialog.getByLabel('Template name').fill(templateName);
  await dialog.getByRole('button', { name: 'Save Current as Template' }).click();
  await expect(page.getByText('Template saved successfully')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await createDocument(page, uniqueName('Second memo'));
  await typeWithField(page, 'Re: ', 'entity.name', 'Entity Name');
  await page.keyboard.press(`${modifier}+K`);
  dialog = fieldsDialog(page);
  await dialog.getByRole('button', { name: 'Templates' }).click();
  await dialog.getByRole('button', { name: templateName }).click();
  await expect(dialog.getByLabel('Template values')).toContainText('Acme Holdings LLC');
  await dialog.getByRole('button', { name: 'Apply Template' }).click();
  await expect(page.getByText(`Applied template: ${templateName}`)).toBeVisible();
  await expect(dialog.getByLabel(/Entity Name/)).toHaveValue('Acme Holdings LLC');
});
