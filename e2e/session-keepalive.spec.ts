import type { Page } from '@playwright/test';
import { signInThroughUi } from './support/auth.js';
import { createDocument, editorBody, saveStatus, uniqueName } from './support/documents.js';
import { expect, test } from './support/fixtures.js';
import { expireTokensByBrowserClock } from './support/token-clock.js';

// Issue 10, item 0: a user editing for an hour is never signed out. At every 15 minutes the
// background refresh and the 5-minute session check (whose token has just expired) fire
// together, and a laptop waking fires every overdue timer at once; each time, the tab must
// spend the refresh cookie once, or the server sees it reused.

const MINUTE = 60_000;

/** Types a word at the end of the document, then lets `minutes` pass; the autosave stores it. */
async function typeAndWork(page: Page, word: string, minutes: number) {
  await editorBody(page).press('End');
  await page.keyboard.type(` ${word}`);
  await expect(saveStatus(page)).toContainText('Unsaved changes');
  await page.clock.runFor(minutes * MINUTE);
  await expect(saveStatus(page)).toContainText('Saved');
}

async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL(/\/documents\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

test('an editing user stays signed in across 15, 30 and 60 minutes, and what they typed is saved', async ({
  page,
  firm,
  errors,
}) => {
  test.setTimeout(240_000);
  await page.clock.install();
  const tokens = await expireTokensByBrowserClock(page);
  // Signed in here, not through the signedInPage fixture: the clock and the token expiry must be
  // in place before the first token is issued.
  await signInThroughUi(page, firm.email('attorney'));
  await createDocument(page, uniqueName('Keep-alive memo'));
  await editorBody(page).click();
  await page.keyboard.type('Minute');

  const typed: string[] = [];
  // Typing every 5 minutes (saves stay few, under the server's save limit) through the 15-, 30-
  // and 45-minute refreshes.
  for (let minute = 5; minute <= 45; minute += 5) {
    const word = `m${minute}`;
    await typeAndWork(page, word, 5);
    typed.push(word);
    if (minute % 15 === 0) await expectSignedIn(page);
  }
  expect(tokens.refreshCookies()).toHaveLength(3);
  // The race was real: the session check met an expired token at each of those moments.
  expect(tokens.expired().filter((call) => call === 'GET /users/me')).toHaveLength(3);

  // The laptop sleeps for 15 minutes (short of the inactivity warning) and wakes at the hour:
  // the refresh, the session check and the autosave all fire at once.
  await editorBody(page).press('End');
  await page.keyboard.type(' asleep');
  typed.push('asleep');
  await page.clock.fastForward(15 * MINUTE);
  await expect(saveStatus(page)).toContainText('Saved');
  await expectSignedIn(page);
  await typeAndWork(page, 'awake', 1);
  typed.push('awake');
  await expectSignedIn(page);

  const cookies = tokens.refreshCookies();
  expect(cookies.length).toBeGreaterThanOrEqual(4);
  expect(cookies.every((cookie) => cookie !== '')).toBe(true);
  // Each refresh spent a cookie of its own: none was sent twice.
  expect(new Set(cookies).size).toBe(cookies.length);

  await page.reload();
  await expect(editorBody(page)).toContainText(`Minute ${typed.join(' ')}`);
  await expectSignedIn(page);
  expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
});
