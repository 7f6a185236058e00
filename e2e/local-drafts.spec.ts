import type { Page, TestInfo } from '@playwright/test';
import { baseUrl, signInThroughApi } from './support/auth.js';
import { createDocument, editorBody, modifier, uniqueName } from './support/documents.js';
import { expect, test } from './support/fixtures.js';

// Issue 17, local drafts: nothing typed is lost to a reload, an ended session or a dropped network.
// The unsaved text is kept (encrypted) in IndexedDB within a second of typing and offered back.

/** The status under the title, whatever it says (Offline included). */
const status = (page: Page) => page.locator('[data-slot="save-status"]');
const recoveryBanner = (page: Page) => page.getByRole('region', { name: 'Unsaved changes on this device' });

// Requests the tests make fail on purpose (a revoked session, no network) are logged by the browser.
const expectedFailure = /Failed to load resource|ERR_INTERNET_DISCONNECTED|net::ERR_/;
test.afterEach(({ errors }) => {
  expect(errors.filter((error) => !expectedFailure.test(error))).toEqual([]);
});

/**
 * The drafts this browser keeps, as stored: ids in clear, the text encrypted (bytes as numbers).
 * A script, not a function: the specs type-check without the DOM library.
 */
const READ_DRAFTS = `new Promise((resolve, reject) => {
  const open = indexedDB.open('lexdraft-drafts');
  open.onupgradeneeded = () => open.result.createObjectStore('drafts');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const db = open.result;
    const all = [];
    const cursor = db.transaction('drafts').objectStore('drafts').openCursor();
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (!at) {
        db.close();
        resolve(all);
        return;
      }
      all.push({ id: at.key, value: JSON.stringify({ ...at.value, data: [...new Uint8Array(at.value.data)] }) });
      at.continue();
    };
  };
})`;

function storedDrafts(page: Page): Promise<{ id: unknown; value: string }[]> {
  return page.evaluate(READ_DRAFTS);
}

/** Waits until a draft is stored, and checks that its text is not readable there. */
async function expectDraftStored(page: Page, secret: string) {
  await expect.poll(async () => (await storedDrafts(page)).length, { timeout: 10_000 }).toBeGreaterThan(0);
  for (const draft of await storedDrafts(page)) expect(draft.value).not.toContain(secret);
}

async function typeAtEnd(page: Page, text: string) {
  await editorBody(page).click();
  await page.keyboard.press(`${modifier}+End`);
  // In one input, as a paste or a dictation would: key by key, a loaded machine spreads the words
  // past the first draft write, and the reload that follows would race the second one.
  await page.keyboard.insertText(text);
}

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`) });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  // The leave guard asks before a reload with unsaved text: the tests mean to leave.
  page.on('dialog', (dialog) => void dialog.accept());
});

test('text typed and reloaded before any save is offered back, and Restore brings it back', async ({
  signedInPage: page,
}, testInfo) => {
  await createDocument(page, uniqueName('Reload letter'));
  const url = page.url();
  // No content save reaches the server: the reload comes first.
  await page.route('**/docs/documents/*', (route) =>
    route.request().method() === 'PUT' && route.request().postData()?.includes('ckeditor_html')
      ? undefined
      : route.fallback(),
  );
  const words = 'Seven words that must never be lost';
  await typeAtEnd(page, words);
  await expect(status(page)).toHaveText('Unsaved changes');
  await expectDraftStored(page, words);

  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(recoveryBanner(page)).toContainText(/Restore unsaved changes from \w{3} \d{1,2}, \d{4}/);
  await expect(editorBody(page)).not.toContainText(words);
  await screenshots(page, testInfo, 'recovery-banner');

  await page.unroute('**/docs/documents/*');
  await recoveryBanner(page).getByRole('button', { name: 'Restore' }).click();
  await expect(editorBody(page)).toContainText(words);
  await expect(recoveryBanner(page)).toHaveCount(0);
  await expect(status(page)).toHaveText('Unsaved changes');
  await page.keyboard.press(`${modifier}+S`);
  await expect(status(page)).toHaveText('Saved');
  await expect.poll(async () => (await storedDrafts(page)).length).toBe(0);

  await page.reload();
  await expect(editorBody(page)).toContainText(words);
  await expect(recoveryBanner(page)).toHaveCount(0);
});

test('a session revoked under an editing user: the editor says so in place, keeps the text, and it is restored after signing in again', async ({
  signedInPage: page,
  firm,
}, testInfo) => {
  await createDocument(page, uniqueName('Revoked session memo'));
  const url = page.url();
  await typeAtEnd(page, 'Typed before the session ended.');
  await page.keyboard.press(`${modifier}+S`);
  await expect(status(page)).toHaveText('Saved');

  // Another device (or an administrator) ends this session: its tokens stop working at once.
  const token = await page.evaluate<string | null>("localStorage.getItem('access_token')");
  const logout = await fetch(`${baseUrl()}/auth/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(logout.status).toBe(204);

  const words = 'Words typed after it ended';
  await typeAtEnd(page, ` ${words}`);
  await page.keyboard.press(`${modifier}+S`);
  const ended = page.getByRole('alert', { name: 'Session ended' });
  await expect(ended).toContainText('Your session has ended');
  await expect(ended).toContainText('Your changes are kept on this device.');
  await expect(page).toHaveURL(url);
  await expect(editorBody(page)).toContainText(words);
  await expectDraftStored(page, words);
  await screenshots(page, testInfo, 'session-ended');

  await ended.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Email').fill(firm.email('attorney'));
  await page.getByLabel('Password').fill(firm.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(url);
  await expect(editorBody(page)).not.toContainText(words);
  await recoveryBanner(page).getByRole('button', { name: 'Restore' }).click();
  await expect(editorBody(page)).toContainText(`Typed before the session ended. ${words}`);
  await page.keyboard.press(`${modifier}+S`);
  await expect(status(page)).toHaveText('Saved');
  await page.reload();
  await expect(editorBody(page)).toContainText(words);
});

test('saves made offline wait, saying Offline, and go out when the network returns', async ({
  signedInPage: page,
  context,
}, testInfo) => {
  await createDocument(page, uniqueName('Offline memo'));
  await typeAtEnd(page, 'Typed on the train');
  await page.keyboard.press(`${modifier}+S`);
  await expect(status(page)).toHaveText('Saved');

  await context.setOffline(true);
  const words = 'and in the tunnel';
  await typeAtEnd(page, ` ${words}`);
  await page.keyboard.press(`${modifier}+S`);
  await expect(status(page)).toHaveText('Offline');
  await expect(page.getByText(/Failed to save document/)).toHaveCount(0);
  await screenshots(page, testInfo, 'offline-status');

  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/docs/documents/'),
  );
  await context.setOffline(false);
  expect((await saved).status()).toBe(200);
  await expect(status(page)).toHaveText('Saved');
  await page.reload();
  await expect(editorBody(page)).toContainText(`Typed on the train ${words}`);
});

test('an explicit sign-out saves the text first and leaves no draft behind', async ({ page, firm }) => {
  await signInThroughApi(page, firm.email('paralegal'));
  await createDocument(page, uniqueName('Sign-out memo'));
  await typeAtEnd(page, 'Private words');
  await expectDraftStored(page, 'Private words');
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      (response.request().postData() ?? '').includes('Private words'),
  );
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect.poll(async () => (await storedDrafts(page)).length).toBe(0);
});
