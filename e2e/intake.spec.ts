import type { Browser, Page } from '@playwright/test';
import { api } from './support/api.js';
import { apiToken, baseUrl, latestMailTo, linkIn, uniqueEmail } from './support/auth.js';
import { uniqueName } from './support/documents.js';
import { expect, test } from './support/fixtures.js';

// Issue 32 in the real app: a template's questionnaire asks only what its conditions need and makes
// the document; a document's Request information emails a client a link whose page (no sign-in, a
// phone) asks the chosen questions, keeps saved answers, and on Submit fills the document's values.

test.use({ viewport: { width: 1280, height: 800 } });

test.afterEach(({ errors }) => {
  expect(errors).toEqual([]);
});

type Doc = { id: string; name: string };

const content = (html: string) => ({
  ckeditor_html: html,
  merge_field_values: {},
  placeholders: {},
  metadata: { field_source_refs: {}, custom_fields: [] },
  schema_version: '3.0',
});

async function moreAction(page: Page, item: string) {
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function newClientPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 } });
  return context.newPage();
}

test('a questionnaire asks a question only while its condition holds, and makes the document', async ({
  signedInPage: page,
  firm,
}, testInfo) => {
  const token = await apiToken(firm.email('attorney'));
  const template = await api<Doc>('/docs/documents', token, {
    method: 'POST',
    body: JSON.stringify({
      name: uniqueName('Engagement letter'),
      is_template: true,
      content: content(
        '<p>Matter: {{matter.title}}</p><p>{{#if rush}}</p><p>Due by {{deadline | date}}.</p><p>{{/if}}</p>',
      ),
    }),
  });

  await page.goto(`/documents/${template.id}/edit`);
  await moreAction(page, 'Use Template');
  await page.getByRole('button', { name: 'Fill in a questionnaire' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Document name' }).fill('Engagement for Harbor Point');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Step 2 of 2' })).toBeVisible();

  // The deadline is asked only once Rush is Yes.
  await expect(dialog.getByLabel('Deadline')).toHaveCount(0);
  await dialog.getByRole('textbox', { name: /Matter Title/ }).fill('Harbor Point annual consent');
  await dialog.getByRole('radio', { name: 'Yes' }).click();
  await expect(dialog.getByLabel(/Deadline/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('questionnaire-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('questionnaire-phone.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByLabel(/Deadline/).fill('2026-12-15');
  await dialog.getByRole('button', { name: 'Create document' }).click();
  // The template's own page is /documents/{id}/edit too: wait for the new document's.
  await page.waitForURL(
    (url) => /\/documents\/[^/]+\/edit$/.test(url.pathname) && !url.pathname.includes(template.id),
  );
  const documentId = page.url().split('/').at(-2)!;
  const { merge_field_values: values } = await api<{ merge_field_values: Record<string, string> }>(
    `/docs/documents/${documentId}/merge-field-values`,
    token,
  );
  expect(values).toMatchObject({
    'matter.title': 'Harbor Point annual consent',
    rush: 'true',
    deadline: '2026-12-15',
  });
  const provenance = await api<{ fields: Record<string, { source: string }> }>(
    `/docs/documents/${documentId}/field-provenance`,
    token,
  );
  expect(provenance.fields['matter.title']?.source).toBe('interview');
});

test("a client answers a document's questions on a phone, and the answers fill the document", async ({
  signedInPage: page,
  firm,
  browser,
}, testInfo) => {
  const token = await apiToken(firm.email('attorney'));
  const document = await api<Doc>('/docs/documents', token, {
    method: 'POST',
    body: JSON.stringify({
      name: uniqueName('Client intake'),
      content: content(
        '<p>Matter: {{matter.title}}</p><p>Employer: {{client.employer}}</p>' +
          '<p>{{#if client.married}}</p><p>Spouse: {{client.spouse}}</p><p>{{/if}}</p>',
      ),
    }),
  });
  await api(`/docs/documents/${document.id}/merge-field-values`, token, {
    method: 'PUT',
    body: JSON.stringify({ 'matter.title': 'Confidential matter title' }),
  });

  await page.goto(`/documents/${document.id}/edit`);
  await moreAction(page, 'Request information');
  const dialog = page.getByRole('dialog');
  const clientEmail = uniqueEmail('client');
  await dialog.getByLabel("Client's name").fill('Dana Client');
  await dialog.getByLabel("Client's email").fill(clientEmail);
  await page.screenshot({ path: testInfo.outputPath('request-information.png') });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`Request sent to ${clientEmail}`)).toBeVisible();

  const client = await newClientPage(browser);
  const link = linkIn(await latestMailTo(clientEmail));
  await client.goto(link.pathname);
  await expect(client.getByText(firm.name).first()).toBeVisible();
  // The filled value is neither asked nor shown.
  await expect(client.getByText('Confidential matter title')).toHaveCount(0);
  await client.getByRole('textbox', { name: /Client Employer/ }).fill('Acme Shipping');
  await client.getByRole('button', { name: 'Save and continue later' }).click();
  await expect(client.getByText(/Your answers are saved/)).toBeVisible();

  // Back later on a desktop: the saved answer is there, and the spouse is asked only once married.
  await client.setViewportSize({ width: 1280, height: 800 });
  await client.reload();
  await expect(client.getByRole('textbox', { name: /Client Employer/ })).toHaveValue('Acme Shipping');
  await expect(client.getByRole('textbox', { name: /Client Spouse/ })).toHaveCount(0);
  await client.getByRole('radio', { name: 'Yes' }).click();
  await client.screenshot({ path: testInfo.outputPath('intake-desktop.png') });
  await client.setViewportSize({ width: 390, height: 844 });
  await client.getByRole('textbox', { name: /Client Spouse/ }).fill('Sam Client');
  await client.screenshot({ path: testInfo.outputPath('intake-phone.png'), fullPage: true });
  await client.getByRole('button', { name: 'Submit' }).click();
  await expect(client.getByText(/Thank you/)).toBeVisible();
  await client.screenshot({ path: testInfo.outputPath('intake-thanks.png') });

  // The link is spent; the sender hears of it; the values are the document's, from the client.
  await client.reload();
  await expect(client.getByText(/already submitted/)).toBeVisible();
  await latestMailTo(firm.email('attorney'), /Answers received/);
  const { merge_field_values: values } = await api<{ merge_field_values: Record<string, string> }>(
    `/docs/documents/${document.id}/merge-field-values`,
    token,
  );
  expect(values).toMatchObject({
    'client.employer': 'Acme Shipping',
    'client.married': 'true',
    'client.spouse': 'Sam Client',
  });
  const provenance = await api<{ fields: Record<string, { source: string; by: { name: string } | null }> }>(
    `/docs/documents/${document.id}/field-provenance`,
    token,
  );
  expect(provenance.fields['client.employer']).toMatchObject({
    source: 'client',
    by: { name: 'Dana Client' },
  });

  await page.goto('/documents');
  await expect(page.getByText('Answers received').first()).toBeVisible();
  await client.context().close();
});
