import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInThroughUi } from '../e2e/support/auth.js';
import { editorBody, modifier } from '../e2e/support/documents.js';
import { createUser, DEMO, type RunningApp, removeApp, signIn, startSuiteApp } from './support/app.js';
import { contentOf } from './support/documents.js';
import { figure } from './support/figures.js';
import { expectCall } from './support/http.js';
import { type Seeded, seedVectors } from './support/xss-seed.js';
import { loadVectors } from './support/xss-vectors.js';
import { watchForXss, type XssWatch } from './support/xss-watch.js';

// Scenario 4: the XSS corpus (support/xss-vectors.ts) saved through the API as document HTML,
// field values, smart-field labels and defaults, custom fields, document names and field-value
// templates, then opened in Chromium under the app's real CSP: in the editor, in preview (with
// labels and with default values), in the documents list and in the field-value templates. No
// payload may run. A script the CSP blocked is fine but counted, and so is dangerous markup
// (an on* attribute, a javascript: URL, a script or frame) that reached the page at all.

const vectors = loadVectors();
let app: RunningApp;
let seeded: Seeded;
let fieldsDocumentId: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startSuiteApp();
  const token = await signIn(app, DEMO.attorney);
  // Enough attorneys that no one passes the limit of 20 content saves in 10 s while seeding.
  const colleagues = await Promise.all(
    Array.from({ length: 9 }, async () => (await createUser(app, 'attorney')).token),
  );
  seeded = await seedVectors(app, [token, ...colleagues], vectors);
  const html = '<p>Dear <span data-merge-field="client.name">{{client.name}}</span></p>';
  const document = await expectCall(app.url, 'POST', '/docs/documents', 201, {
    token,
    json: { name: 'Field templates', content: contentOf(html) },
  });
  fieldsDocumentId = document.json<{ id: string }>().id;
});

test.afterAll(async () => {
  await removeApp(app);
});

test('the detectors see a payload that runs and one that the CSP blocks', async ({ browser }) => {
  // Without this, a broken marker or listener would make every other test here pass for nothing.
  const { page, watch } = await signedInPage(browser);
  await page.evaluate(() => (window as unknown as { __xss: (id: string) => void }).__xss('control-marker'));
  await page.evaluate(() => {
    const element = document.createElement('div');
    element.innerHTML = `<img src="x" onerror="__xss('control-csp')">`;
    document.body.append(element);
  });
  await settle(page);
  await expect
    .poll(async () => {
      await watch.collect();
      return watch.blocked.length;
    })
    .toBeGreaterThan(0);
  expect(watch.fired).toEqual(['control-marker']);
  expect(await page.evaluate(scanForDangerousMarkup)).toEqual(['<img onerror>']);
  await page.context().close();
});

test('no vector fires in the editor or in preview', async ({ browser }) => {
  test.setTimeout(180_000);
  const { page, watch } = await signedInPage(browser);
  const dangerous: string[] = [];
  let views = 0;
  for (const { documentId, name, vectors: held } of seeded.openings) {
    const label =
      held.length === 1 ? `${held[0]!.id} (${held[0]!.name})` : `${held.length} vectors of ${name}`;
    await openInApp(page, `/documents/${documentId}/edit`);
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expect(editorBody(page)).toBeVisible();
    dangerous.push(...(await settleAndScan(page, `${label} in the editor`)));
    await page.keyboard.press(`${modifier}+P`);
    await expect(page.getByRole('button', { name: 'Back to editing' })).toBeVisible();
    dangerous.push(...(await settleAndScan(page, `${label} in preview`)));
    views += 2;
    if (held.some((vector) => vector.in !== 'html')) {
      // Fields show labels or default values in preview: the other mode too (the choice is kept).
      await page.getByRole('button', { name: /^(Labels|Default values)$/, pressed: false }).click();
      dangerous.push(...(await settleAndScan(page, `${label} in preview, other mode`)));
      views += 1;
    }
    await watch.collect();
  }
  report('editor and preview', views, watch, dangerous);
  expect(watch.fired).toEqual([]);
  await page.context().close();
});

test('no vector fires in the documents list or the field-value templates', async ({ browser }) => {
  const { page, watch } = await signedInPage(browser);
  const dangerous: string[] = [];
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  dangerous.push(...(await settleAndScan(page, 'the documents list')));

  await openInApp(page, `/documents/${fieldsDocumentId}/edit`);
  await expect(editorBody(page)).toBeVisible();
  await page.keyboard.press(`${modifier}+K`);
  const dialog = page.getByRole('dialog', { name: 'Manage Field Values' });
  await dialog.getByRole('button', { name: 'Templates' }).click();
  // Picking a template shows its name, values and description: every saved one is picked in turn.
  const templates = dialog.getByRole('list', { name: 'Saved templates' }).getByRole('button');
  await expect(templates).toHaveCount(seeded.templates);
  for (let index = 0; index < seeded.templates; index += 1) {
    await templates.nth(index).click();
    await expect(dialog.getByLabel('Template values')).toBeVisible();
    dangerous.push(...(await settleAndScan(page, `field-value template ${index + 1}`)));
  }
  await watch.collect();
  report('documents list and field-value templates', seeded.templates + 1, watch, dangerous);
  expect(watch.fired).toEqual([]);
  await page.context().close();
});

test('the corpus has at least 60 vectors, each saved and opened or refused', () => {
  const byPlacement = new Map<string, number>();
  for (const vector of vectors) byPlacement.set(vector.in, (byPlacement.get(vector.in) ?? 0) + 1);
  const opened = seeded.openings.reduce((sum, opening) => sum + opening.vectors.length, 0);
  figure(
    test.info(),
    `XSS: ${vectors.length} vectors tried (${[...byPlacement].map(([placement, count]) => `${placement} ${count}`).join(', ')}): ` +
      `${opened} opened in ${seeded.openings.length} documents, ${seeded.templates} in templates, ` +
      `${seeded.refusals.length} refused by the API with a 4xx`,
  );
  for (const { vector, why } of seeded.refusals)
    console.log(`  refused ${vector.id} (${vector.name}): ${why}`);
  expect(vectors.length).toBeGreaterThanOrEqual(60);
  expect(opened + seeded.templates + seeded.refusals.length).toBe(vectors.length);
});

/**
 * Goes to a path inside the running app as its own links do, without loading the page again:
 * the editor is keyed by document, so each document still starts afresh, at a fraction of the time.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * A page of its own context, watched from its first document on (the watch's script runs in each
 * document loaded after it is added), signed in through the sign-in screen as the attorney.
 */
async function signedInPage(browser: Browser): Promise<{ page: Page; watch: XssWatch }> {
  const context = await browser.newContext({ baseURL: app.url });
  const page = await context.newPage();
  const watch = await watchForXss(page);
  await signInThroughUi(page, DEMO.attorney);
  return { page, watch };
}

/** Waits until every image has loaded or failed: the moment an onerror or onload would have run. */
async function settle(page: Page) {
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

async function settleAndScan(page: Page, where: string): Promise<string[]> {
  await settle(page);
  return (await page.evaluate(scanForDangerousMarkup)).map((what) => `${where}: ${what}`);
}

/** Markup that could run script if the CSP were weaker: it should never reach the page. */
function scanForDangerousMarkup(): string[] {
  const found: string[] = [];
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'srcdoc'];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (tag === 'script' && (element.getAttribute('src') ?? '').startsWith('/assets/')) continue;
    if (['script', 'iframe', 'object', 'embed', 'base', 'meta', 'frame'].includes(tag))
      found.push(`<${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip control characters in a URL's scheme.
      const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (attribute.name.startsWith('on')) found.push(`<${tag} ${attribute.name}>`);
      else if (urlAttributes.includes(attribute.name) && /^(javascript|vbscript|data:text\/html)/.test(value))
        found.push(`<${tag} ${attribute.name}="${attribute.value.slice(0, 40)}">`);
    }
  }
  return found;
}

function report(where: string, views: number, watch: XssWatch, dangerous: string[]) {
  figure(
    test.info(),
    `XSS in the ${where}: ${views} views, fired ${watch.fired.length}, blocked by the CSP ${watch.blocked.length}, ` +
      `dangerous markup on the page ${dangerous.length}`,
  );
  const lines = [
    ...watch.fired.map((id) => `FIRED ${id}`),
    ...watch.blocked.map((what) => `blocked ${what}`),
    ...dangerous,
  ];
  for (const line of lines) console.log(`  ${line}`);
}
