import type { Page } from '@playwright/test';
import { latestMailTo } from './support/auth.js';
import { createDocument, editorBody, modifier, saveStatus, uniqueName } from './support/documents.js';
import { expect, test } from './support/fixtures.js';

// Issue 31 in the real app: the attorney switches to Suggesting, types and deletes as suggestions
// that the Changes tab lists and accepts; selects text, comments on it and mentions a colleague,
// who is emailed.

test.use({ viewport: { width: 1280, height: 800 } });

test.afterEach(({ errors }) => {
  expect(errors).toEqual([]);
});

const panel = (page: Page) => page.getByRole('complementary', { name: 'Document panel' });

async function save(page: Page) {
  await page.keyboard.press(`${modifier}+S`);
  await expect(saveStatus(page)).toContainText('Saved');
}

async function chooseMode(page: Page, mode: 'Editing' | 'Suggesting' | 'Viewing') {
  await page.getByRole('button', { name: /^Mode: / }).click();
  await page.getByRole('menuitemradio', { name: mode }).click();
  await expect(page.getByRole('button', { name: `Mode: ${mode}` })).toBeVisible();
}

/** Selects `wanted` in the caret's one-line paragraph, whose text is `line`, with the keyboard. */
async function selectInLine(page: Page, line: string, wanted: string) {
  const at = line.indexOf(wanted);
  if (at < 0) throw new Error(`No "${wanted}" in "${line}"`);
  await page.keyboard.press('Home');
  for (let step = 0; step < at; step += 1) await page.keyboard.press('ArrowRight');
  for (let step = 0; step < wanted.length; step += 1) await page.keyboard.press('Shift+ArrowRight');
}

test('typing in Suggesting mode makes suggestions that the Changes tab accepts', async ({
  signedInPage: page,
}, testInfo) => {
  await createDocument(page, uniqueName('Share purchase'));
  await editorBody(page).click();
  await page.keyboard.type('The price is payable in cash.');
  await save(page);

  await chooseMode(page, 'Suggesting');
  await editorBody(page).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Interest accrues monthly.');
  // The typed words are an insertion, not plain text; a Backspace over old text marks it deleted.
  await expect(editorBody(page).locator('ins[data-suggestion]')).toContainText('Interest accrues monthly.');
  await selectInLine(page, 'The price is payable in cash.', 'in cash');
  await page.keyboard.press('Backspace');
  await expect(editorBody(page).locator('del[data-suggestion]')).toContainText('in cash');
  await expect(editorBody(page)).toContainText('The price is payable in cash.');
  await page.screenshot({ path: testInfo.outputPath('suggesting.png') });
  await save(page);

  await panel(page).getByRole('tab', { name: 'Changes' }).click();
  const list = panel(page).getByRole('region', { name: 'Suggestions' });
  await expect(list.getByText('Interest accrues monthly.')).toBeVisible();
  await expect(list.getByText('in cash')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('changes-tab.png') });

  // Accept the insertion: its text stays as plain text; reject the deletion: its text stays too.
  const entry = (text: string) => list.getByRole('listitem').filter({ hasText: text });
  await entry('Interest accrues monthly.')
    .getByRole('button', { name: /^Accept change by / })
    .click();
  await entry('in cash')
    .getByRole('button', { name: /^Reject change by / })
    .click();
  await expect(editorBody(page).locator('ins[data-suggestion], del[data-suggestion]')).toHaveCount(0);
  await expect(editorBody(page)).toContainText('The price is payable in cash. Interest accrues monthly.');
  await expect(panel(page).getByText('No suggestions.')).toBeVisible();
  await save(page);

  // Viewing: the text cannot be changed.
  await chooseMode(page, 'Viewing');
  await expect(editorBody(page)).toHaveAttribute('contenteditable', 'false');
});

test('a comment on a selection mentions a colleague, who is emailed', async ({
  signedInPage: page,
  firm,
}, testInfo) => {
  const name = uniqueName('Escrow terms');
  await createDocument(page, name);
  await editorBody(page).click();
  await page.keyboard.type('The escrow agent releases the funds on closing.');
  await save(page);

  await selectInLine(page, 'The escrow agent releases the funds on closing.', 'releases the funds');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  const composer = page.getByRole('region', { name: 'New comment' });
  const box = composer.getByRole('combobox', { name: 'Comment' });
  await expect(box).toBeFocused();
  await box.pressSequentially('Please check with @Pri');
  const picker = page.getByRole('listbox', { name: 'Mention a colleague' });
  await picker.getByRole('option', { name: /Priya Natarajan/ }).click();
  await box.pressSequentially(' before we send this.');
  await page.screenshot({ path: testInfo.outputPath('comment-composer.png') });
  await composer.getByRole('button', { name: 'Post' }).click();

  const thread = panel(page).getByRole('article', { name: /Comment thread on “releases the funds”/ });
  await expect(thread).toContainText('@Priya Natarajan');
  await expect(editorBody(page).locator('span[data-comment]')).toHaveText('releases the funds');
  await save(page);
  await page.screenshot({ path: testInfo.outputPath('comments-tab.png') });

  const mail = await latestMailTo(firm.email('paralegal'), /mentioned you in/);
  expect(mail.subject).toContain(name);
  expect(mail.text).toContain('releases the funds');
  expect(mail.text).toContain('@Priya Natarajan');
});
