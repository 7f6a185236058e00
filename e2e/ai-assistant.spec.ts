import type { Page, TestInfo } from '@playwright/test';
import { apiToken, baseUrl } from './support/auth.js';
import { editorBody, modifier, uniqueName } from './support/documents.js';
import { expect, type Firm, test } from './support/fixtures.js';

// The AI assistant in the browser against the real server with no AI provider (issue 15): the
// built-in reviewer finds the faults planted in a contract and a finding scrolls the editor to its
// clause; fix on a selection with a typo shows the word diff, Ctrl+Enter applies it and one Undo
// restores it, Escape rejects; a command that needs a model is disabled with the reason; and a
// template is drafted from the library out of the built-in clause library.

test.afterEach(({ errors }) => {
  expect(errors).toEqual([]);
});

const TYPO = 'The Client shall recieve the report within five days.';
const FIXED = 'The Client shall receive the report within five days.';

/** A services agreement with planted faults, long enough that its last clauses are off screen. */
function contractHtml(): string {
  const filler = (n: number) =>
    Array.from(
      { length: n },
      (_, index) =>
        `<p>${index + 1}.${index + 1} The Provider shall perform the work with reasonable skill and care.</p>`,
    ).join('');
  return [
    '<h1>Services Agreement</h1>',
    '<p>This agreement is made between Northwind Ventures LLC (the "Client") and Harbor Consulting Inc. (the "Provider").</p>',
    '<h2>1. Services</h2>',
    filler(8),
    `<p>${TYPO}</p>`,
    '<h2>2. Fees</h2>',
    '<p>The Client shall pay the invoices within thirty (20) days of receipt.</p>',
    filler(6),
    '<h2>3. Confidentiality</h2>',
    '<p>Each party shall keep the other party’s information confidential, except as set out in Section 9.</p>',
    filler(6),
    '<h2>4. Term and Termination</h2>',
    '<p>Either party may end this agreement on ninety (90) days’ written notice.</p>',
  ].join('');
}

async function makeContract(firm: Firm): Promise<{ id: string; name: string }> {
  const token = await apiToken(firm.email('attorney'));
  const name = uniqueName('Services Agreement');
  const response = await fetch(`${baseUrl()}/docs/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, content: { ckeditor_html: contractHtml() } }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { id, name };
}

async function openContract(page: Page, firm: Firm) {
  const contract = await makeContract(firm);
  await page.goto(`/documents/${contract.id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: contract.name })).toBeVisible();
  await expect(editorBody(page)).toContainText('Services Agreement');
  return contract;
}

/** Selects the paragraph holding `text` with the mouse: a click to leave any selection, then a triple click. */
async function selectParagraph(page: Page, text: string) {
  const paragraph = editorBody(page).getByText(text);
  // A press inside selected text starts a drag in Chromium rather than a new selection.
  await paragraph.click();
  await paragraph.click({ clickCount: 3 });
}

const SELECTED_TEXT = `(() => {
  const { state } = document.querySelector('.ProseMirror').editor;
  return state.doc.textBetween(state.selection.from, state.selection.to);
})()`;

async function shots(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${page.viewportSize()?.width}.png`) });
}

test('Review for risks finds the planted faults, and a finding scrolls the editor to its clause', async ({
  signedInPage: page,
  firm,
}, testInfo) => {
  await openContract(page, firm);
  await page.getByRole('tab', { name: 'AI assistant' }).click();
  const panel = page.getByRole('tabpanel', { name: 'AI assistant' });
  await expect(panel.getByText(/No AI provider is configured/)).toBeVisible();
  await panel.getByRole('button', { name: 'Review for risks' }).click();

  const result = panel.getByRole('region', { name: 'Review for risks' });
  await expect(result.getByText('Built-in reviewer')).toBeVisible();
  const findings = result.getByRole('list', { name: 'Findings' });
  await expect(findings).toContainText('Words and digits disagree');
  await expect(findings).toContainText('Reference to a missing section: 9');
  await expect(findings).toContainText('Missing clause: Governing law');
  await shots(page, testInfo, 'review');

  // The fees finding: its clause is below the fold until the finding is clicked.
  const quote = editorBody(page).getByText('within thirty (20) days', { exact: false });
  const card = findings.getByRole('listitem').filter({ hasText: 'Words and digits disagree' });
  await expect(card).toContainText('2. Fees');
  await card.getByRole('button', { name: /Show in document/ }).click();
  await expect(page.locator('.ai-finding-highlight')).toHaveText('thirty (20)');
  await expect(page.locator('.ai-finding-highlight')).toBeInViewport();
  await expect(quote).toBeInViewport();
  // The editor's own selection (the page's is not painted while focus stays in the panel).
  const selected = await page.evaluate<string>(SELECTED_TEXT);
  expect(selected).toBe('thirty (20)');

  // The gutter's Analyze button beside a clause heading asks about that clause alone; from the
  // keyboard, Tab reaches it from a heading the caret is in.
  await editorBody(page).getByRole('heading', { name: '3. Confidentiality' }).click();
  const analyze = page.getByRole('button', { name: 'Analyze clause: 3. Confidentiality' });
  // The button is placed in the frame after the caret moves: Tab before then has nothing to reach.
  await expect(analyze).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(analyze).toBeFocused();
  await page.keyboard.press('Enter');
  const clause = panel.getByRole('region', { name: 'Clause: 3. Confidentiality' });
  await expect(clause.getByRole('list', { name: 'Findings' })).toContainText('Section 9');
  await expect(clause).not.toContainText('Words and digits disagree');

  // With the mouse, it shows beside the heading the pointer is over.
  await editorBody(page).getByRole('heading', { name: '4. Term and Termination' }).hover();
  await expect(page.getByRole('button', { name: 'Analyze clause: 4. Term and Termination' })).toBeVisible();
});

test('fix shows the diff, Ctrl+Enter applies it in one undo step, and Escape rejects', async ({
  signedInPage: page,
  firm,
}, testInfo) => {
  await openContract(page, firm);
  await selectParagraph(page, 'recieve the report');
  await expect(page.getByRole('button', { name: 'AI commands' })).toBeVisible();
  await page.keyboard.press(`${modifier}+j`);
  const menu = page.getByRole('menu', { name: 'Rewrite selection' });
  await expect(menu).toBeVisible();

  // A command that needs a model is there, disabled, with the reason.
  const improve = menu.getByRole('menuitem', { name: /Improve writing/ });
  await expect(improve).toHaveAttribute('aria-disabled', 'true');
  await expect(improve).toContainText('Needs an AI provider (AI_BASE_URL)');
  await expect(improve).toHaveAttribute('title', 'Needs an AI provider (AI_BASE_URL)');
  await shots(page, testInfo, 'menu');

  await menu.getByRole('menuitem', { name: /Fix spelling and grammar/ }).click();
  const review = page.getByRole('dialog', { name: 'Fix spelling and grammar' });
  await expect(review.locator('del')).toHaveText(/recieve/);
  await expect(review.locator('ins')).toHaveText(/receive/);
  await expect(review.getByRole('button', { name: /Accept/ })).toBeFocused();
  await shots(page, testInfo, 'diff');
  await page.keyboard.press(`${modifier}+Enter`);
  await expect(review).toBeHidden();
  await expect(editorBody(page)).toContainText(FIXED);
  await expect(editorBody(page)).toBeFocused();

  await page.keyboard.press(`${modifier}+z`);
  await expect(editorBody(page)).toContainText(TYPO);
  await expect(editorBody(page)).not.toContainText(FIXED);

  // Escape: the suggestion goes, the text stays as it was.
  await selectParagraph(page, 'recieve the report');
  await page.keyboard.press(`${modifier}+j`);
  await menu.getByRole('menuitem', { name: /Fix spelling and grammar/ }).click();
  await expect(review.getByRole('button', { name: /Accept/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(review).toBeHidden();
  await expect(editorBody(page)).toContainText(TYPO);
  await expect(editorBody(page)).toBeFocused();
});

test('the selection menu and the suggestion at phone size', async ({
  signedInPage: page,
  firm,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openContract(page, firm);
  await selectParagraph(page, 'recieve the report');
  // The AI button shows once the assistant's part of the editor is here (it comes after the text).
  await expect(page.getByRole('button', { name: 'AI commands' })).toBeVisible();
  await page.keyboard.press(`${modifier}+j`);
  await page
    .getByRole('menu', { name: 'Rewrite selection' })
    .getByRole('menuitem', { name: /Fix spelling/ })
    .click();
  const review = page.getByRole('dialog', { name: 'Fix spelling and grammar' });
  await expect(review.getByRole('button', { name: /Accept/ })).toBeVisible();
  const box = await review.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await shots(page, testInfo, 'diff');
  await review.getByRole('button', { name: /Reject/ }).click();
  await expect(review).toBeHidden();
});

test('Draft with AI assembles a template from the clause library and opens it', async ({
  signedInPage: page,
}, testInfo) => {
  await page.getByRole('radio', { name: 'Templates' }).click();
  await page.getByRole('button', { name: 'Draft with AI' }).click();
  const dialog = page.getByRole('dialog', { name: 'Draft a template with AI' });
  await expect(dialog.getByText(/assembled from the built-in clause library/)).toBeVisible();
  const name = uniqueName('Consulting NDA');
  await dialog
    .getByLabel('What should it be?')
    .fill('A mutual non-disclosure agreement for a consulting engagement');
  await dialog.getByLabel('Template name').fill(name);
  await dialog.getByLabel('Category').fill('Contracts');
  await dialog.getByLabel('Jurisdiction').fill('US-DE');
  await shots(page, testInfo, 'draft');
  await dialog.getByRole('button', { name: 'Draft template' }).click();

  await expect(page).toHaveURL(/\/documents\/[0-9a-f-]{36}\/edit$/);
  // The title bar's heading (the draft's own title is the first heading of the page text).
  await expect(page.getByRole('heading', { level: 1, name }).first()).toBeVisible();
  await expect(page.getByText('This is a read-only template')).toBeVisible();
  await expect(editorBody(page)).toContainText(/confidential/i);

  // The library lists it.
  await page.goto('/documents?type=template');
  await expect(
    page.getByRole('region', { name: 'Template library' }).getByRole('link', { name }),
  ).toBeVisible();
});
