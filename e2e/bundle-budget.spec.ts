import { gzipSync } from 'node:zlib';
import type { Request } from '@playwright/test';
import { apiToken, baseUrl } from './support/auth.js';
import { editorBody, uniqueName } from './support/documents.js';
import { expect, type Firm, test } from './support/fixtures.js';

// Issue 29, item 8: the JavaScript a browser fetches to open `/documents/{id}/edit` by URL with a
// cold cache, until the editor is editable, stays under 300 KB gzipped.
//
// Counted as a browser does: every script the page requests from the navigation until the editor
// is editable (its contenteditable is there and set to true), whatever asked for it (the entry,
// modulepreload links, dynamic imports). Parts fetched later, on the user's first focus, pointer or
// tab (the `{{` list, the AI assistant, History, Signatures, the dialogs), are not part of the first
// load. Each file is counted once, as its body gzipped at level 9 with node:zlib, the way the
// issue's figure and `npm run bench:bundle` count it. What the server sends (brotli 11, compressed
// at build: apps/web/build/precompress.ts) is smaller still, and held to the same budget.

/** The budget: 300 KB, as 300 × 1,024 bytes. The printed figure is in KB of 1,000 bytes, as Vite prints. */
const BUDGET_BYTES = 300 * 1024;
/** How long the editor may take to open with nothing cached: as long as a person might wait. */
const EDITOR_SHOWN_MS = 60_000;

interface ScriptFile {
  path: string;
  gzipBytes: number;
  transferBytes: number;
}

/** A document of the firm's attorney with a heading, a list and a few paragraphs: an ordinary letter. */
async function seedLetter(firm: Firm): Promise<{ id: string; name: string; token: string }> {
  const token = await apiToken(firm.email('attorney'));
  const name = uniqueName('Engagement letter');
  const html = [
    '<h1>Engagement Letter</h1>',
    '<p>Thank you for choosing our firm. This letter sets out the terms of our engagement.</p>',
    '<ul><li>Scope of the work</li><li>Fees and billing</li></ul>',
    '<p>Please sign and return a copy of this letter.</p>',
  ].join('');
  const response = await fetch(`${baseUrl()}/docs/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, content: { ckeditor_html: html } }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { id, name, token };
}

const isScript = (request: Request) =>
  request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js');

async function measure(request: Request): Promise<ScriptFile> {
  const response = await request.response();
  if (!response) throw new Error(`${request.url()} got no answer`);
  expect(response.status(), request.url()).toBe(200);
  const body = await response.body();
  const sizes = await request.sizes();
  return {
    path: new URL(request.url()).pathname,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    transferBytes: sizes.responseBodySize,
  };
}

test('opening the editor by URL with a cold cache fetches under 300 KB of gzipped JavaScript', async ({
  browser,
  firm,
}) => {
  test.setTimeout(120_000);
  const letter = await seedLetter(firm);
  // A fresh context is a cold cache. The session is put where the web app keeps it (localStorage and
  // its cookie, apps/web/src/api/token-storage.ts) without loading any page of the app first.
  const context = await browser.newContext({
    baseURL: baseUrl(),
    storageState: {
      cookies: [
        {
          name: 'access_token',
          value: encodeURIComponent(letter.token),
          domain: new URL(baseUrl()).hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [{ origin: baseUrl(), localStorage: [{ name: 'access_token', value: letter.token }] }],
    },
  });
  try {
    const page = await context.newPage();
    const scripts: Request[] = [];
    const seen = new Set<string>();
    page.on('request', (request) => {
      if (!isScript(request) || seen.has(request.url())) return;
      seen.add(request.url());
      scripts.push(request);
    });

    await page.goto(`/documents/${letter.id}/edit`);
    // A cold start compiles the whole editor: on a busy 2-core machine that may take a while.
    await expect(editorBody(page)).toHaveAttribute('contenteditable', 'true', { timeout: EDITOR_SHOWN_MS });
    // The first load is what was asked for until now; anything later came with the user's first move.
    const firstLoad = await Promise.all([...scripts].map(measure));
    await expect(page.getByRole('heading', { level: 1, name: letter.name })).toBeVisible();

    // Editable indeed: it takes typing.
    await editorBody(page).getByText('Please sign and return').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Today.');
    await expect(editorBody(page)).toContainText('Please sign and return a copy of this letter. Today.');

    const total = firstLoad.reduce((sum, file) => sum + file.gzipBytes, 0);
    const transfer = firstLoad.reduce((sum, file) => sum + file.transferBytes, 0);
    const lines = [...firstLoad]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((file) => `  ${(file.gzipBytes / 1000).toFixed(1).padStart(6)} KB  ${file.path}`);
    console.log(
      [
        `editor first load (/documents/{id}/edit, cold cache): ${(total / 1000).toFixed(1)} KB gz ` +
          `(${total} bytes; budget ${BUDGET_BYTES} bytes) in ${firstLoad.length} files; ` +
          `sent as ${(transfer / 1000).toFixed(1)} KB`,
        ...lines,
      ].join('\n'),
    );
    expect(total, `${firstLoad.length} files`).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(transfer, 'the bytes sent, as the browser received them').toBeLessThanOrEqual(BUDGET_BYTES);
  } finally {
    await context.close();
  }
});
