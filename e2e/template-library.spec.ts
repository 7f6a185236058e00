import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiToken, baseUrl } from './support/auth.js';
import { uniqueName } from './support/documents.js';
import { expect, type Firm, test } from './support/fixtures.js';

// The template library end to end: the Templates tab's filters, a template's library fields in
// Document Info, its Word download, and Use Template for an entity (POST /docs/documents/generate).
// Each test makes its own template through the API, so that no other spec's changes reach it.

test.afterEach(({ errors }) => {
  expect(errors).toEqual([]);
});

interface MadeTemplate {
  id: string;
  name: string;
  category: string;
}

/** A template of the demo firm, made by its admin through POST /docs/templates. */
async function makeTemplate(firm: Firm, jurisdiction = 'US-NY'): Promise<MadeTemplate> {
  const token = await apiToken(firm.email('admin'));
  const name = uniqueName('Commercial Lease');
  // A category of its own, so that filtering by it shows this template alone.
  const category = `Leases ${randomBytes(3).toString('hex')}`;
  const response = await fetch(`${baseUrl()}/docs/templates`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      category,
      jurisdiction_code: jurisdiction,
      description: 'A landlord-friendly commercial lease.',
      tags: ['lease'],
      content:
        '<h1>Commercial Lease</h1><p>Tenant: <span data-merge-field="entity.name">{{entity.name}}</span></p>',
    }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { id, name, category };
}

async function openTemplate(page: Page, template: MadeTemplate) {
  await page.goto(`/documents/${template.id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: template.name })).toBeVisible();
  await expect(page.getByText('This is a read-only template')).toBeVisible();
}

async function openDocumentInfo(page: Page) {
  await page.getByRole('tab', { name: 'Document Info' }).click();
  return page.getByRole('region', { name: 'Template library' });
}

test('the Templates tab filters the library by category and jurisdiction', async ({
  signedInPage: page,
  firm,
}) => {
  const template = await makeTemplate(firm, 'US-NY');
  await page.getByRole('radio', { name: 'Templates' }).click();
  const library = page.getByRole('region', { name: 'Template library' });
  await expect(library.getByRole('link', { name: template.name })).toBeVisible();

  await page.getByRole('combobox', { name: 'Category' }).selectOption(template.category);
  await expect(page).toHaveURL(/type=template&category=/);
  const rows = library.getByRole('row');
  // The header row and this template's.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(template.category);
  await expect(rows.nth(1)).toContainText('US-NY');

  await page.getByRole('combobox', { name: 'Jurisdiction' }).selectOption('US');
  await expect(library.getByRole('heading', { name: 'No templates match' })).toBeVisible();
  await library.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(library.getByRole('link', { name: template.name })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Templates' })).toBeChecked();
});

test('Document Info edits a template’s library fields, and its Word file downloads', async ({
  signedInPage: page,
  firm,
}) => {
  const template = await makeTemplate(firm);
  await openTemplate(page, template);
  const section = await openDocumentInfo(page);
  const description = section.getByLabel('Description');
  await expect(description).toHaveValue('A landlord-friendly commercial lease.');
  await description.fill('A commercial lease for retail premises.');
  await section.getByRole('textbox', { name: 'Tags' }).fill('retail');
  await section.getByRole('textbox', { name: 'Tags' }).press('Enter');
  await section.getByRole('button', { name: 'Save template details' }).click();
  await expect(page.getByText('Template saved successfully')).toBeVisible();

  // Saved on the server: a fresh load shows it.
  await page.reload();
  const reloaded = await openDocumentInfo(page);
  await expect(reloaded.getByLabel('Description')).toHaveValue('A commercial lease for retail premises.');
  await expect(reloaded.getByRole('list', { name: 'Added tags' })).toContainText('retail');

  const downloading = page.waitForEvent('download');
  await reloaded.getByRole('button', { name: 'Download Word file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${template.name}.docx`);
  expect((await readFile(await download.path())).subarray(0, 2).toString('latin1')).toBe('PK');
});

test('Use Template for an entity fills and links the new document', async ({ signedInPage: page, firm }) => {
  const template = await makeTemplate(firm);
  await openTemplate(page, template);
  await page.getByRole('button', { name: 'Use Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Use template' });
  await dialog.getByLabel('Document name').fill(`${template.name} for Harbor View`);
  await dialog.getByRole('button', { name: /^Entity/ }).click();
  await page.getByRole('textbox', { name: 'Search entities' }).fill('harbor');
  await page.getByText('Harbor View Holdings', { exact: true }).click();
  await expect(dialog.getByRole('button', { name: /^Entity/ })).toContainText('Harbor View Holdings');
  await dialog.getByRole('button', { name: 'Create document' }).click();

  await expect(page.getByText('New document created from template!')).toBeVisible();
  await expect(page).toHaveURL(/\/documents\/[0-9a-f-]{36}\/edit$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `${template.name} for Harbor View` }),
  ).toBeVisible();
  // The entity is linked, and its name fills the template's field.
  await page.getByRole('tab', { name: 'Document Info' }).click();
  await expect(page.getByRole('region', { name: 'Entities' })).toContainText('Harbor View Holdings');
  await page.getByRole('tab', { name: 'Merge Fields' }).click();
  await expect(page.getByRole('textbox', { name: 'Entity Name' })).toHaveValue('Harbor View Holdings');
});

test.describe('a viewer', () => {
  test.use({ role: 'viewer' });

  test('sees a template’s library fields read-only and may download it', async ({
    signedInPage: page,
    firm,
  }) => {
    const template = await makeTemplate(firm);
    await openTemplate(page, template);
    const section = await openDocumentInfo(page);
    await expect(section).toContainText('A landlord-friendly commercial lease.');
    await expect(section.getByRole('textbox')).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Download Word file' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use Template' })).toHaveCount(0);
  });
});
