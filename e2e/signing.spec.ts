import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { apiToken, baseUrl, linkIn, signInThroughApi, uniqueEmail } from './support/auth.js';
import { expect, test } from './support/fixtures.js';
import type { ReceivedMail } from './support/mail-catcher.js';
import { shoot } from './support/screenshots.js';

// Signing without an account (issue 14), end to end: the demo attorney sends a document with two
// Signature fields through the API, in order and with access codes; each signer follows the link
// from the mail the app sent to this run's SMTP server and signs on /sign/{token}: the first on a
// phone with a typed signature, the second on a desktop drawing with the mouse. The sender then
// downloads the sealed PDF and poppler's pdfsig finds its signature valid over the whole file.
// A used link and an unknown one get the plain dead-link page.

const run = promisify(execFile);
const SIGNED = 'You have signed. A copy of the completed document will be emailed to you.';
// Sealing and the mails that follow a signature are jobs (pg-boss) the app polls for.
const JOB_TIMEOUT = 30_000;

type Json = Record<string, unknown>;

async function call<T = Json>(token: string, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The newest mail to an address whose subject starts with `subject`, waiting for the jobs that send it. */
async function mailTo(to: string, subject: string): Promise<ReceivedMail> {
  const mailUrl = process.env.E2E_MAIL_URL;
  if (!mailUrl) throw new Error('E2E_MAIL_URL is not set: run through playwright.config.ts');
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const received = (await (await fetch(mailUrl)).json()) as ReceivedMail[];
        found = received.filter((mail) => mail.to === to && mail.subject.startsWith(subject)).at(-1);
        return found !== undefined;
      },
      { message: `No mail "${subject}…" to ${to}`, timeout: JOB_TIMEOUT },
    )
    .toBe(true);
  return found!;
}

const accessCodeIn = (mail: ReceivedMail) => mail.text.match(/^\s*(\d{6})\s*$/m)![1]!;

/** Console errors of a page, less the failed loads that an expected 4xx answer logs. */
function collectErrors(page: Page, expected: RegExp = /$^/): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

async function newSignerPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ baseURL: baseUrl(), ...options });
  const page = await context.newPage();
  return { context, page };
}

/** The code step, then consent, up to the document with its pages drawn. */
async function openAndConsent(page: Page, link: URL, code: string) {
  const response = await page.goto(link.pathname);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your access code' })).toBeFocused();
  expect(await page.title()).not.toContain(link.pathname.split('/').at(-1)!);
  await page.getByLabel('Access code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Agree to sign electronically' })).toBeFocused();
  await page.getByRole('checkbox', { name: 'I agree to use electronic records and signatures' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: /^Page 1 of \d+$/ })).toBeVisible();
}

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

test('two signers sign on the page, on a phone and with a mouse; the sealed PDF is valid for pdfsig', async ({
  browser,
  firm,
}, testInfo) => {
  test.setTimeout(120_000);
  const attorney = await apiToken(firm.email('attorney'));
  const name = `Engagement Letter ${Date.now().toString(36)}`;
  const document = await call<{ id: string }>(attorney, 'POST', '/docs/documents', {
    name,
    content: {
      ckeditor_html: [
        '<h2>Engagement Letter</h2>',
        '<p>The client engages the firm to act in the purchase of 14 Harbour Street on the terms below.</p>',
        '<p>Fees are charged at the hourly rates in the schedule.</p>',
        '<div data-signature-field="1">Signature: signer 1</div>',
        '<div data-signature-field="2">Signature: signer 2</div>',
      ].join(''),
    },
  });
  const first = { name: 'Maria Rivera', email: uniqueEmail('maria') };
  const second = { name: 'Sam Okafor', email: uniqueEmail('sam') };
  await call(attorney, 'POST', `/docs/documents/${document.id}/send`, {
    provider: 'lexdraft',
    recipients: [
      { ...first, role: 'signer' },
      { ...second, role: 'signer' },
    ],
    message: 'Please sign by Friday.',
    sequential: true,
    access_code: true,
  });

  // The first signer, on a phone: the name typed for them is adopted as it is.
  const firstLink = linkIn(await mailTo(first.email, `Please sign "${name}"`));
  const firstCode = accessCodeIn(await mailTo(first.email, 'Your access code'));
  const phone = await newSignerPage(browser, {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  contexts.push(phone.context);
  const phoneErrors = collectErrors(phone.page);
  await openAndConsent(phone.page, firstLink, firstCode);
  await expect(phone.page.getByRole('button', { name: 'Sign here, page 1' })).toBeInViewport();
  await phone.page.getByRole('button', { name: 'Adopt your signature and sign' }).click();
  await expect(phone.page.getByRole('heading', { name: 'Adopt your signature' })).toBeFocused();
  await expect(phone.page.getByLabel('Your full name')).toHaveValue(first.name);
  await phone.page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(phone.page.getByText(SIGNED)).toBeVisible();
  expect(phoneErrors).toEqual([]);

  // The second signer, emailed once the first has signed, draws with the mouse on a desktop.
  const secondLink = linkIn(await mailTo(second.email, `Please sign "${name}"`));
  const secondCode = accessCodeIn(await mailTo(second.email, 'Your access code'));
  const desktop = await newSignerPage(browser, { viewport: { width: 1280, height: 860 } });
  contexts.push(desktop.context);
  const desktopErrors = collectErrors(desktop.page);
  const page = desktop.page;
  await openAndConsent(page, secondLink, secondCode);
  await page.getByRole('tab', { name: 'Draw' }).click();
  const pad = page.getByRole('img', { name: /Signature pad/ });
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 30; step += 1) {
    await page.mouse.move(box.x + 30 + step * 8, box.y + box.height * 0.6 - Math.sin(step / 3) * 25);
  }
  await page.mouse.up();
  await expect(page.getByRole('button', { name: 'Clear' })).toBeEnabled();
  // The drawing shows in the field on the page, as it will be stamped.
  await expect(page.getByTestId('signature-field').locator('img')).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText(SIGNED)).toBeVisible();
  expect(desktopErrors).toEqual([]);

  // The sender's copy: sealed once every party has signed, and valid over the whole file.
  await expect
    .poll(
      async () =>
        (
          await call<{ status: string; signed_pdf_available: boolean }>(
            attorney,
            'GET',
            `/docs/documents/${document.id}/signature-status`,
          )
        ).signed_pdf_available,
      { timeout: JOB_TIMEOUT },
    )
    .toBe(true);
  const response = await fetch(`${baseUrl()}/docs/documents/${document.id}/signed-pdf`, {
    headers: { authorization: `Bearer ${attorney}` },
  });
  expect(response.status).toBe(200);
  const directory = await mkdtemp(path.join(os.tmpdir(), 'lexdraft-signed-'));
  try {
    const file = path.join(directory, 'signed.pdf');
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    const report = (await run('pdfsig', [file])).stdout;
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    const text = (await run('pdftotext', [file, '-'])).stdout;
    expect(text).toContain(first.name);
    expect(text).toContain(second.name);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }

  // The sender's editor: the signed document is read-only under a Signed banner with the signed
  // PDF and Make a copy (issue 28); the copy is a new draft that can be edited.
  const sender = await newSignerPage(browser, { viewport: { width: 1280, height: 800 } });
  contexts.push(sender.context);
  await signInThroughApi(sender.page, firm.email('attorney'));
  await sender.page.goto(`/documents/${document.id}/edit`);
  const banner = sender.page.getByRole('region', { name: 'Signed' });
  await expect(banner.getByText(/Every signer signed this document on/)).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Download signed PDF' })).toBeVisible();
  await expect(sender.page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await shoot(sender.page, testInfo, 'signed-banner');
  await banner.getByRole('button', { name: 'Make a copy' }).click();
  await expect(sender.page).not.toHaveURL(new RegExp(`/documents/${document.id}/edit`));
  await expect(sender.page.getByRole('region', { name: 'Signed' })).toHaveCount(0);
  await expect(sender.page.getByText(`${name} (copy)`).first()).toBeVisible();

  // A used link answers the plain page with the server's reason, not the app.
  const used = await newSignerPage(browser);
  contexts.push(used.context);
  await used.page.goto(firstLink.pathname);
  await expect(
    used.page.getByRole('heading', { level: 1, name: 'This signing link can no longer be used' }),
  ).toBeVisible();
  await expect(used.page.getByText('this link has been used')).toBeVisible();
});

test('an unknown link gets the plain dead-link page, never the app or a sign-in', async ({ browser }) => {
  const { context, page } = await newSignerPage(browser);
  contexts.push(context);
  const errors = collectErrors(page, /status of 404/);
  await page.goto(`/sign/${'x'.repeat(43)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This signing link cannot be opened' }),
  ).toBeVisible();
  await expect(page.getByText('This signing link is not valid.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign\/x+$/);
  await expect(page.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /sign in/i })).toHaveCount(0);
  expect(errors).toEqual([]);
});
