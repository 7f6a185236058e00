import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { ReceivedMail } from './mail-catcher.js';

export const DEMO_PASSWORD = 'demo-password-1';

/** The base URL of the app this run started (global setup). */
export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
  return url;
};

export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@e2e.test`;

/** Signs in through the sign-in screen and waits for the documents page. */
export async function signInThroughUi(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
}

/**
 * Signs in through the API, for tests that are not about the sign-in screen: the same call the
 * sign-in form makes, through the page's own request context so that its refresh cookie lands in
 * the browser, then the access token stored where the web app keeps it (localStorage and its
 * cookie, apps/web/src/api/token-storage.ts). Waits for the documents page.
 */
export async function signInThroughApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/auth/login', { form: { username: email, password } });
  if (!response.ok()) throw new Error(`Sign-in of ${email}: ${response.status()} ${await response.text()}`);
  const { access_token } = (await response.json()) as { access_token: string };
  // Any page of the app's origin gives its localStorage; the health check is the lightest one.
  await page.goto('/healthz');
  await page.evaluate(`localStorage.setItem('access_token', ${JSON.stringify(access_token)})`);
  await page
    .context()
    .addCookies([
      { name: 'access_token', value: encodeURIComponent(access_token), url: baseUrl(), sameSite: 'Lax' },
    ]);
  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
}

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${baseUrl()}${path}`, { ...init, headers });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** An access token for a user, through the same sign-in call the web app makes. */
export async function apiToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  const body = new URLSearchParams({ username: email, password });
  const { access_token } = await api<{ access_token: string }>('/auth/login', { method: 'POST', body });
  return access_token;
}

/**
 * The newest mail to an address (and with a subject, when given) that the app sent to this run's
 * SMTP server (global setup), waiting for it to arrive.
 */
export async function latestMailTo(to: string, subject?: string | RegExp): Promise<ReceivedMail> {
  const mailUrl = process.env.E2E_MAIL_URL;
  if (!mailUrl) throw new Error('E2E_MAIL_URL is not set: run through playwright.config.ts');
  const matches = (mail: ReceivedMail) =>
    mail.to === to &&
    (subject === undefined ||
      (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)));
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const received = (await (await fetch(mailUrl)).json()) as ReceivedMail[];
        found = received.filter(matches).at(-1);
        return found;
      },
      { message: `No mail to ${to}${subject ? ` about ${subject}` : ''} reached the SMTP server` },
    )
    .toBeDefined();
  return found!;
}

export const linkIn = (message: ReceivedMail) => new URL(message.text.match(/https?:\/\/\S+/)![0]);

/**
 * A new member of the firm whose admin this is (a spec's firm, e2e/support/firm.ts), made through an
 * invitation, for tests that change a user.
 */
export async function createMember(adminEmail: string, role = 'attorney') {
  const email = uniqueEmail(role);
  const password = 'a long e2e passphrase';
  const admin = await apiToken(adminEmail);
  await api('/users/invitations', {
    method: 'POST',
    token: admin,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, role }),
  });
  const token = linkIn(await latestMailTo(email, /^You are invited/))
    .pathname.split('/')
    .at(-1)!;
  await api(`/auth/register/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      first_name: 'Casey',
      last_name: 'Member',
      invitation_token: token,
    }),
  });
  return { email, password };
}
