import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { APIResponse } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { api } from './support/api.js';
import { apiToken, baseUrl } from './support/auth.js';
import { editorBody, uniqueName } from './support/documents.js';
import { expect, type Firm, test } from './support/fixtures.js';
import { shoot } from './support/screenshots.js';

// Issue 16, sensitive fields (docs/field-trust.md): an attorney types an EIN, an SSN and a birth
// date into a document; the viewer sees them masked in the Merge Fields panel, Manage Field Values
// and the print preview, and neither the page nor the viewer's PDF and Word exports ever hold the
// whole value. The document is made through the API with a random name: every spec shares one app.

test.use({ role: 'viewer', viewport: { width: 1280, height: 800 } });

test.afterEach(({ errors }) => {
  expect(errors).toEqual([]);
});

const EIN = '12-3456789';
const SSN = '123-45-6789';
const BIRTH = '1980-04-12';
const WHOLE = [EIN, SSN, BIRTH];
const MASKED = { ein: '••-•••6789', ssn: '•••-••-6789', birth: '••••-•4-12' };

const marker = (name: string) => `<span data-merge-field="${name}">{{${name}}}</span>`;

/** The attorney's document with the sensitive values typed whole. */
async function documentWithSensitiveValues(firm: Firm): Promise<string> {
  const attorney = await apiToken(firm.email('attorney'));
  const html =
    `<p>Client ${marker('client.ssn')} born ${marker('person.date_of_birth')}, ` +
    `company EIN ${marker('entity.ein')}.</p>`;
  const document = await api<{ _id: string }>('/docs/documents', attorney, {
    method: 'POST',
    body: JSON.stringify({ name: uniqueName('Sensitive letter'), content: { ckeditor_html: html } }),
  });
  await api(`/docs/documents/${document._id}/merge-field-values`, attorney, {
    method: 'PUT',
    body: JSON.stringify({ 'client.ssn': SSN, 'person.date_of_birth': BIRTH, 'entity.ein': EIN }),
  });
  return document._id;
}

/** The text of a PDF answer, through poppler's pdftotext. */
async function pdfText(response: APIResponse): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'sensitive-pdf-'));
  try {
    const file = join(folder, 'document.pdf');
    await writeFile(file, await response.body());
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
    return stdout;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The text of a Word answer's body: word/document.xml. */
async function wordXml(response: APIResponse): Promise<string> {
  const part = unzipSync(new Uint8Array(await response.body()))['word/document.xml'];
  return part ? strFromU8(part) : '';
}

function expectNoWholeValue(text: string) {
  for (const value of WHOLE) expect(text).not.toContain(value);
}

test('a viewer sees sensitive values masked everywhere, and the exports print them masked', async ({
  signedInPage: page,
  firm,
}, testInfo) => {
  const documentId = await documentWithSensitiveValues(firm);
  await page.goto(`/documents/${documentId}/edit`);
  await expect(editorBody(page)).toBeVisible();

  const panel = page.getByRole('complementary', { name: 'Document panel' });
  await panel.getByRole('tab', { name: 'Merge Fields' }).click();
  const field = (id: string) => panel.locator(`[data-field-id="${id}"]`).getByRole('textbox');
  await expect(field('entity.ein')).toHaveValue(MASKED.ein);
  await expect(field('client.ssn')).toHaveValue(MASKED.ssn);
  await expect(field('person.date_of_birth')).toHaveValue(MASKED.birth);
  // Shown, not editable, and not flagged as wrong.
  for (const id of ['entity.ein', 'client.ssn', 'person.date_of_birth']) {
    await expect(field(id)).not.toBeEditable();
    await expect(field(id)).not.toHaveAttribute('aria-invalid', 'true');
  }
  await expect(panel).not.toContainText(/invalid/i);
  await page.screenshot({ path: testInfo.outputPath('panel-1280.png') });
  // On a phone the panel is a drawer, opened from More actions.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Show side panel' }).click();
  const drawer = page.getByRole('dialog', { name: 'Document panel' });
  await expect(drawer.locator('[data-field-id="client.ssn"]').getByRole('textbox')).toHaveValue(MASKED.ssn);
  await page.screenshot({ path: testInfo.outputPath('panel-390.png'), animations: 'disabled' });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Manage Field Values' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Field Values' });
  await expect(dialog.getByLabel('EIN', { exact: true })).toHaveValue(MASKED.ein);
  await expect(dialog.getByLabel('EIN', { exact: true })).not.toBeEditable();
  await expect(dialog.getByLabel('client.ssn', { exact: true })).toHaveValue(MASKED.ssn);
  await expect(dialog.getByLabel('Date of Birth', { exact: true })).toHaveValue(MASKED.birth);
  await shoot(page, testInfo, 'manage-field-values');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The viewer's preview is the print preview: the server's pages, drawn by pdf.js.
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Print preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Print preview' });
  await expect(preview.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(preview.locator('canvas').first()).toBeVisible();
  await shoot(page, testInfo, 'print-preview');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  expectNoWholeValue(await page.content());

  // What the viewer's own session downloads: the preview's pages and both exports.
  const viewer = { authorization: `Bearer ${await apiToken(firm.email('viewer'))}` };
  const get = (path: string) =>
    page.request.get(`${baseUrl()}/docs/documents/${documentId}${path}`, { headers: viewer });

  const printed = await get('/print-preview');
  expect(printed.status()).toBe(200);
  const previewText = await pdfText(printed);
  expect(previewText).toContain(MASKED.ein);
  expect(previewText).toContain(MASKED.ssn);
  expectNoWholeValue(previewText);

  const pdf = await get('/export?format=pdf');
  expect(pdf.status()).toBe(200);
  const pdfWords = await pdfText(pdf);
  expect(pdfWords).toContain(MASKED.ein);
  expect(pdfWords).toContain(MASKED.ssn);
  expectNoWholeValue(pdfWords);

  const docx = await get('/export?format=docx');
  expect(docx.status()).toBe(200);
  const xml = await wordXml(docx);
  expect(xml).toContain(MASKED.ein);
  expect(xml).toContain(MASKED.ssn);
  expectNoWholeValue(xml);
});
