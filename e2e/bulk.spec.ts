import { api } from './support/api.js';
import { apiToken } from './support/auth.js';
import { uniqueName } from './support/documents.js';
import { expect, test } from './support/fixtures.js';

// Issue 32's bulk generation in the real app: a template's Generate for many picks entities, the
// job runs on the queue, and its page shows the progress, the row that failed and the documents.

test.use({ viewport: { width: 1280, height: 800 } });

test.afterEach(({ errors }) => {
  expect(errors).toEqual([]);
});

test('Generate for many makes a document per entity and links them from the job page', async ({
  signedInPage: page,
  firm,
}, testInfo) => {
  const token = await apiToken(firm.email('attorney'));
  const tag = uniqueName('Quay').replace(' ', '-');
  const template = await api<{ id: string }>('/docs/documents', token, {
    method: 'POST',
    body: JSON.stringify({
      name: uniqueName('Annual consent'),
      is_template: true,
      content: {
        ckeditor_html: '<p>{{entity.name}} adopts these resolutions.</p>',
        merge_field_values: {},
        placeholders: {},
        metadata: { field_source_refs: {}, custom_fields: [] },
        schema_version: '3.0',
      },
    }),
  });
  // Records are an admin's to make.
  const admin = await apiToken(firm.email('admin'));
  for (const suffix of ['North', 'South']) {
    await api('/api/entities', admin, {
      method: 'POST',
      body: JSON.stringify({ name: `${tag} ${suffix} LLC` }),
    });
  }

  await page.goto(`/documents/${template.id}/edit`);
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Generate for many' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate for many' });
  await dialog.getByLabel('Search entities').fill(tag);
  await dialog.getByLabel(`${tag} North LLC`).check();
  await dialog.getByLabel(`${tag} South LLC`).check();
  await expect(dialog.getByText('2 selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Generate' }).click();

  await expect(page).toHaveURL(/\/bulk-jobs\//);
  await expect(page.getByText('Completed').first()).toBeVisible({ timeout: 30_000 });
  const documents = page.getByRole('region', { name: /Documents/ });
  await expect(documents.getByRole('link')).toHaveCount(2);
  await expect(documents.getByRole('link', { name: /North LLC/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download all (PDF)' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('bulk-job.png'), fullPage: true });

  await documents.getByRole('link', { name: /North LLC/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /North LLC/ })).toBeVisible();
});
