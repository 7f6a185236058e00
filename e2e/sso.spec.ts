import { SSO_ENFORCED_MESSAGE, SSO_ERROR_MESSAGES } from '@lexdraft/core';
import type { Browser, Page } from '@playwright/test';
import { type OidcTestProvider, startOidcTestProvider } from '../apps/server/src/test/oidc-test-provider.js';
import { api } from './support/api.js';
import { apiToken, baseUrl } from './support/auth.js';
import { expect, test } from './support/fixtures.js';
import { shoot } from './support/screenshots.js';

// Issue 33 in the real app and a real browser: a firm's OpenID provider (oidc-provider, in this
// process) signs people in through Chromium. A new address of the firm's domain gets an account
// just in time, the same person is matched next time, and each refusal (forged state, a replayed
// code, an unverified email, a deactivated user, another firm's address) lands on the sign-in page
// with its message and no session. Enforcing SSO takes the password away. The admin's Audit log
// shows the sign-ins.

test.use({ role: 'admin', viewport: { width: 1280, height: 800 } });

test.afterEach(({ errors }) => {
  expect(errors).toEqual([]);
});

let provider: OidcTestProvider;

test.beforeAll(async () => {
  provider = await startOidcTestProvider({ redirectUri: `${baseUrl()}/auth/sso/callback` });
});

test.afterAll(async () => {
  await provider.close();
});

type SsoSettings = { configured: boolean; enforce: boolean; client_secret_set: boolean };

/** The firm's own SSO domain: under its seeded domain, so no other spec's firm can claim it. */
const ssoDomainOf = (adminEmail: string) => `sso.${adminEmail.split('@')[1]}`;

async function configureSso(adminToken: string, domain: string, enforce: boolean) {
  return api<SsoSettings>('/organizations/current/sso', adminToken, {
    method: 'PUT',
    body: JSON.stringify({
      protocol: 'oidc',
      domains: [domain],
      default_role: 'paralegal',
      enforce,
      issuer: provider.issuer,
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
    }),
  });
}

/** A browser with no session, on the sign-in page. */
async function signedOutPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/auth/login');
  return page;
}

/** Types the address and follows Continue with single sign-on through the provider and back. */
async function continueWithSso(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
}

async function expectSsoRefusal(page: Page, message: string) {
  await expect(page).toHaveURL(/\/auth\/login\?sso_error=/);
  await expect(page.getByRole('alert')).toContainText(message);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'refresh_token')).toBeUndefined();
}

test('a new person of the firm signs in through its OpenID provider just in time, and is matched next time', async ({
  browser,
  firm,
}, testInfo) => {
  const adminToken = await apiToken(firm.email('admin'));
  const domain = ssoDomainOf(firm.email('admin'));
  const saved = await configureSso(adminToken, domain, false);
  expect(saved).toMatchObject({ configured: true, enforce: false, client_secret_set: true });

  provider.setAccount({ sub: 'dana', email: `dana@${domain}`, email_verified: true, name: 'Dana Whitfield' });
  const page = await signedOutPage(browser);
  await page.getByLabel('Email').fill(`dana@${domain}`);
  // SSO is offered, and the password stays for people who have one.
  await expect(page.getByRole('button', { name: 'Continue with single sign-on' })).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await shoot(page, testInfo, 'sso-sign-in-offered');

  const callbacks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/sso/callback')) callbacks.push(request.url());
  });
  await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/documents$/);

  // The account was made with the firm's default role.
  const people = await api<{ email: string; role: string; is_active: boolean }[]>('/users', adminToken);
  expect(people.find((person) => person.email === `dana@${domain}`)).toMatchObject({
    role: 'paralegal',
    is_active: true,
  });

  // The same code and state a second time: refused, no second session.
  expect(callbacks).toHaveLength(1);
  const replay = await signedOutPage(browser);
  await replay.goto(callbacks[0]!);
  await expectSsoRefusal(replay, SSO_ERROR_MESSAGES.expired);

  // Next time, typed in capitals: the same account, not a new one.
  const again = await signedOutPage(browser);
  await continueWithSso(again, `DANA@${domain.toUpperCase()}`);
  await expect(again.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  const after = await api<{ email: string }[]>('/users', adminToken);
  expect(after.filter((person) => person.email === `dana@${domain}`)).toHaveLength(1);
});

test('a forged state, an unverified email, another firm and a deactivated user land on sign-in with no session', async ({
  browser,
  firm,
}) => {
  const adminToken = await apiToken(firm.email('admin'));
  const domain = ssoDomainOf(firm.email('admin'));
  await configureSso(adminToken, domain, false);

  const forged = await signedOutPage(browser);
  await forged.goto('/auth/sso/callback?state=forged-state&code=forged-code');
  await expectSsoRefusal(forged, SSO_ERROR_MESSAGES.expired);

  provider.setAccount({ sub: 'evan', email: `evan@${domain}`, email_verified: false });
  const unverified = await signedOutPage(browser);
  await continueWithSso(unverified, `evan@${domain}`);
  await expectSsoRefusal(unverified, SSO_ERROR_MESSAGES.email_unverified);

  // The provider vouches for an address outside this firm's domains.
  provider.setAccount({ sub: 'outsider', email: 'outsider@elsewhere.e2e.test', email_verified: true });
  const outsider = await signedOutPage(browser);
  await continueWithSso(outsider, `outsider@${domain}`);
  await expectSsoRefusal(outsider, SSO_ERROR_MESSAGES.wrong_domain);

  provider.setAccount({ sub: 'fay', email: `fay@${domain}`, email_verified: true, name: 'Fay Marsh' });
  const first = await signedOutPage(browser);
  await continueWithSso(first, `fay@${domain}`);
  await expect(first.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  const people = await api<{ id: string; email: string }[]>('/users', adminToken);
  const fay = people.find((person) => person.email === `fay@${domain}`)!;
  await api(`/users/${fay.id}/deactivate`, adminToken, { method: 'POST' });
  const deactivated = await signedOutPage(browser);
  await continueWithSso(deactivated, `fay@${domain}`);
  await expectSsoRefusal(deactivated, SSO_ERROR_MESSAGES.deactivated);
});

test('an enforced domain signs in with single sign-on only, and the audit log shows who signed in', async ({
  browser,
  signedInPage: page,
  firm,
}, testInfo) => {
  const adminToken = await apiToken(firm.email('admin'));
  const domain = ssoDomainOf(firm.email('admin'));
  await configureSso(adminToken, domain, true);

  const login = await signedOutPage(browser);
  await login.getByLabel('Email').fill(`gail@${domain}`);
  await expect(login.getByRole('button', { name: 'Continue with single sign-on' })).toBeVisible();
  await expect(login.getByLabel('Password')).toHaveCount(0);
  await shoot(login, testInfo, 'sso-sign-in-enforced');
  const refused = await login.request.post('/auth/login', {
    form: { username: `gail@${domain}`, password: 'whatever-password-1' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ detail: SSO_ENFORCED_MESSAGE });

  provider.setAccount({ sub: 'gail', email: `gail@${domain}`, email_verified: true, name: 'Gail Porter' });
  await login.getByRole('button', { name: 'Continue with single sign-on' }).click();
  await expect(login.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();

  // The admin's password still works: their address is outside the enforced domain.
  await page.goto('/settings/audit');
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await page.getByLabel('Action').fill('auth.sso_login');
  await page.getByLabel('Action').press('Enter');
  await expect(page).toHaveURL(/action=auth\.sso_login/);
  const row = page.getByRole('row').filter({ hasText: `gail@${domain}` });
  await expect(row).toBeVisible();
  await shoot(page, testInfo, 'audit-log');
  await row.getByRole('button').first().click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText('auth.sso_login');
  await expect(details).toContainText('"protocol": "oidc"');
  await shoot(page, testInfo, 'audit-log-details');
  await page.keyboard.press('Escape');

  // The export carries the filter and answers the same rows as CSV.
  const csv = await page.request.get('/api/audit/export?format=csv&action=auth.sso_login', {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  expect(text.split('\r\n')[0]).toBe(
    'id,at,actor_id,actor_name,actor_email,action,target_type,target_id,ip,user_agent,details',
  );
  expect(text).toContain(`gail@${domain}`);
});
