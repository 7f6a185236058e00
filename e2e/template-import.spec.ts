import { Document, Footer, Header, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { apiToken, baseUrl } from './support/auth.js';
import { expect, test } from './support/fixtures.js';

// The Word import end to end (issue 13): a .docx made here with the docx package goes through the
// Import Template screen (preview, mappings, import) and comes out as a template of the library.

test.afterEach(({ errors }) => {
  expect(errors).toEqual([]);
});

/** A Word contract with placeholders in three styles, a blank, a header and a footer. */
async function contractDocx(): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        headers: {
          default: new Header({ children: [new Paragraph('Prepared for [Company Name]')] }),
        },
        footers: { default: new Footer({ children: [new Paragraph('Strictly confidential')] }) },
        children: [
          new Paragraph({ text: 'Consulting Agreement', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            children: [
              new TextRun('This agreement is made between [Company Name] and '),
              // Split across runs and formatting, as Word often stores what a person typed.
              new TextRun('{{client_'),
              new TextRun({ text: 'first', bold: true }),
              new TextRun('_name}}.'),
            ],
          }),
          new Paragraph('The work starts on [Start Date] and is billed monthly.'),
          new Paragraph('Reference: <<Matter Code>>'),
          new Paragraph('Signature: ________________'),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

test('a Word file is previewed, its placeholders mapped, and imported as a template', async ({
  signedInPage: page,
  firm,
}) => {
  const fileName = `Consulting_Agreement_${Date.now()}.docx`;
  const templateName = fileName.replace('.docx', '').replaceAll('_', ' ');

  await page.getByRole('radio', { name: 'Templates' }).click();
  await page.getByRole('link', { name: 'Import template' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import template' })).toBeVisible();

  await page.getByLabel('Word file').setInputFiles({
    name: fileName,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await contractDocx(),
  });
  await expect(page.getByLabel('Template name')).toHaveValue(templateName);
  await page.getByLabel('Category').fill('Consulting');
  await page.getByLabel('Jurisdiction code').fill('US-NY');
  await expect(page.getByRole('switch', { name: 'Intelligent detection' })).toBeChecked();
  await page.getByRole('button', { name: 'Preview' }).click();

  // The preview: the document with each placeholder highlighted where it stands.
  const converted = page.getByRole('article', { name: 'Converted document' });
  await expect(converted.getByRole('heading', { name: 'Consulting Agreement' })).toBeVisible();
  await expect(converted.locator('mark[data-placeholder]', { hasText: '[Start Date]' })).toBeVisible();
  await expect(
    converted.locator('mark[data-placeholder]', { hasText: '{{client_first_name}}' }),
  ).toBeVisible();
  await expect(converted.getByRole('region', { name: 'Header' })).toContainText(
    'Prepared for [Company Name]',
  );
  await expect(converted.getByRole('region', { name: 'Footer' })).toContainText('Strictly confidential');

  // Suggestions chosen: the firm's fields where they fit, custom fields otherwise.
  const picker = (text: string) => page.getByRole('button', { name: `Field for ${text}:`, exact: false });
  await expect(picker('[Company Name]')).toHaveAccessibleName(
    'Field for [Company Name]: Entity: Entity Name',
  );
  await expect(picker('{{client_first_name}}')).toHaveAccessibleName(
    'Field for {{client_first_name}}: Person: First Name',
  );
  await expect(page.getByLabel('Custom field name for [Start Date]')).toHaveValue('start_date');

  // A custom name the spec refuses, then a good one; one placeholder stays as text.
  const matter = page.getByLabel('Custom field name for <<Matter Code>>');
  await matter.fill('1 matter');
  await expect(page.getByText(/is not a valid field name/)).toBeVisible();
  await matter.fill('matter_code');
  await picker('Signature: ________________').click();
  await page.getByText('Leave as text', { exact: true }).click();
  await expect(picker('Signature: ________________')).toHaveAccessibleName(
    'Field for Signature: ________________: Leave as text',
  );

  await page.getByRole('button', { name: 'Import template' }).click();
  await expect(page).toHaveURL(/\/documents\/[0-9a-f-]+\/edit$/);
  await expect(page.getByText('Template imported successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: templateName })).toBeVisible();
  await expect(page.getByText('This is a read-only template')).toBeVisible();

  // The template as the library stores it.
  const id = /\/documents\/([0-9a-f-]+)\/edit$/.exec(page.url())?.[1];
  const token = await apiToken(firm.email('attorney'));
  const response = await fetch(`${baseUrl()}/docs/templates/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const template = (await response.json()) as {
    category: string;
    jurisdiction_code: string;
    placeholder_mappings: Record<string, string | null> | null;
    has_original_file: boolean;
  };
  expect(template).toMatchObject({
    category: 'Consulting',
    jurisdiction_code: 'US-NY',
    has_original_file: true,
  });
  expect(template.placeholder_mappings).toMatchObject({
    '[Company Name]': 'entity.name',
    '{{client_first_name}}': 'person.first_name',
    '[Start Date]': 'start_date',
    '<<Matter Code>>': 'matter_code',
    'Signature: ________________': null,
  });

  // The editor shows the merge fields, and the text left as it was.
  await expect(page.locator('[data-merge-field="matter_code"]').first()).toBeVisible();
  await expect(page.getByText('Signature: ________________')).toBeVisible();
});

test('a file that is not a Word document is refused with the server’s reason', async ({
  signedInPage: page,
  errors,
}) => {
  await page.goto('/documents/templates/import');
  // Named .docx, so that it passes the screen's own check and reaches the server.
  await page.getByLabel('Word file').setInputFiles({
    name: 'renamed.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to preview template import' });
  await expect(alert).toBeVisible();
  await expect(alert).not.toHaveText('Failed to preview template import');
  await expect(page.getByLabel('Template name')).toHaveValue('renamed');
  // The browser logs the refused request; nothing else may be logged.
  expect(errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
  errors.length = 0;
});
