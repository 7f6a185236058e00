import type { Page } from '@playwright/test';
import { createDocument, editorBody, modifier, saveStatus, uniqueName } from './support/documents.js';
import { expect, test } from './support/fixtures.js';

// Issue 17, editor correctness: text typed at script speed lands exactly where it was typed, around
// merge fields inserted through the `{{` list, while the field scan and the autosave run.

const KEY_DELAY_MS = 10;
const AUTOSAVE_MS = 60_000;
const FIELD_SCAN_MS = 300;

/** A merge field typed as a user does: `{{`, a query, Enter on the first match. */
type Field = { query: string; id: string };
type Part = string | Field;

const LETTER: Part[] = [
  'Dear ',
  { query: 'first', id: 'person.first_name' },
  ',\nWe are pleased to confirm that ',
  { query: 'entity.na', id: 'entity.name' },
  ' has engaged our firm to act as its counsel in the matter described below. This letter sets out the ' +
    'scope of our work, the fees we will charge and the terms on which we will act.\nPlease read it ' +
    'carefully, sign where indicated and return a copy to us. If you have any questions, call me; ',
  { query: 'first', id: 'person.first_name' },
  ', we look forward to working with you and with ',
  { query: 'entity.na', id: 'entity.name' },
  '. Our invoices are due within thirty days of their date.\nSincerely yours, the Engagement Team at the firm',
];

/** The editor's text: one line per block, fields as their `{{id}}` tokens, a page break as \f. */
async function editorText(page: Page): Promise<string> {
  // Read from the HTML here (the specs build without the DOM's types): chips hold their label only.
  const html = await editorBody(page).innerHTML();
  return html
    .replace(/<span[^>]*data-merge-field="([^"]+)"[^>]*>[^<]*<\/span>/g, '{{$1}}')
    .replace(/<div[^>]*data-page-break[^>]*><\/div>/g, '\f\n')
    .replace(/<\/(p|h[1-6])>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
    .replace(/\n$/, '');
}

/** A new document with the caret in its empty first paragraph, under the title heading. */
async function startDocument(page: Page, name: string) {
  await createDocument(page, uniqueName(name));
  await editorBody(page).click();
  await page.keyboard.press(`${modifier}+End`);
}

const type = (page: Page, text: string) => page.keyboard.type(text, { delay: KEY_DELAY_MS });

test.afterEach(({ errors }) => {
  expect(errors).toEqual([]);
});

test('500 characters typed at 10 ms a key around fields land exactly as typed, through the scan and the autosave', async ({
  signedInPage: page,
}) => {
  // Some 600 keys one by one, each a round trip to the browser: slow on a loaded machine.
  test.setTimeout(120_000);
  await page.clock.install();
  await startDocument(page, 'Fast letter');
  // The letter goes above an empty paragraph: each Enter then makes an empty paragraph followed by
  // another, where Chrome once left its caret in front of the first letter typed.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');

  const typedCount = LETTER.reduce(
    (count, part) => count + (typeof part === 'string' ? part.length : part.query.length + 3),
    0,
  );
  expect(typedCount).toBeGreaterThanOrEqual(500);

  const saved = page.waitForRequest(
    (request) => request.method() === 'PUT' && /\/docs\/documents\/[0-9a-f-]{36}$/.test(request.url()),
  );
  let expected = '';
  for (const [index, part] of LETTER.entries()) {
    if (typeof part === 'string') {
      // Mid-way through the text the 60 s autosave fires between two keys; after it the field scan does.
      const typing = type(page, part);
      if (index === 2) await page.clock.runFor(AUTOSAVE_MS);
      else await page.clock.runFor(FIELD_SCAN_MS);
      await typing;
      expected += part;
    } else {
      // No wait for the list: Enter follows the query at typing speed.
      await type(page, `{{${part.query}`);
      await page.keyboard.press('Enter');
      expected += `{{${part.id}}}`;
    }
  }
  await saved;

  await expect.poll(() => editorText(page)).toBe(`Untitled Document\n${expected}\n`);
  await expect(editorBody(page).locator('[data-merge-field]')).toHaveCount(4);

  // What was saved is what was typed.
  await page.keyboard.press(`${modifier}+S`);
  await expect(saveStatus(page)).toContainText('Saved');
  await page.reload();
  await expect.poll(() => editorText(page)).toBe(`Untitled Document\n${expected}\n`);
});

test('a page break inserted with Ctrl+Enter stays when typing goes on, and the text follows it', async ({
  signedInPage: page,
}) => {
  await startDocument(page, 'Page break');
  await type(page, 'Before the break');
  await page.keyboard.press(`${modifier}+Enter`);
  await type(page, 'After the break');
  await expect(editorBody(page).locator('[data-page-break]')).toHaveCount(1);
  expect(await editorText(page)).toBe('Untitled Document\nBefore the break\n\f\nAfter the break');

  // The toolbar's button too, at the end of the document.
  await page.getByRole('button', { name: 'Insert page break' }).click();
  await type(page, 'Second page');
  await expect(editorBody(page).locator('[data-page-break]')).toHaveCount(2);
  expect(await editorText(page)).toBe(
    'Untitled Document\nBefore the break\n\f\nAfter the break\n\f\nSecond page',
  );
});

test('End then Enter in a new heading puts the new paragraph below it, every time', async ({
  signedInPage: page,
}) => {
  await startDocument(page, 'Headings');
  const expected: string[] = ['Untitled Document'];
  // The race needed a few tries to show: ten headings, each typed, then left with End and Enter.
  for (let index = 1; index <= 10; index += 1) {
    await type(page, `Section ${index}`);
    await page.keyboard.press('Control+Alt+2');
    await page.keyboard.press('Home');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await type(page, `Body ${index}`);
    await page.keyboard.press('Enter');
    expected.push(`Section ${index}`, `Body ${index}`);
  }
  await expect(editorBody(page).locator('h2')).toHaveText(
    Array.from({ length: 10 }, (_, index) => `Section ${index + 1}`),
  );
  // The last Enter leaves an empty paragraph, as the trailing one after it.
  expect((await editorText(page)).replace(/\n+$/, '')).toBe(expected.join('\n'));
});
