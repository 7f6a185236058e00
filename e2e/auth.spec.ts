import {
  createMember,
  DEMO_PASSWORD,
  latestMailTo,
  linkIn,
  signInThroughApi,
  signInThroughUi,
  uniqueEmail,
} from './support/auth.js';
import { expect, test } from './support/fixtures.js';

test('signs in, returns to the page asked for, and signs out', async ({ page, firm }, testInfo) => {
  await page.goto('/documents');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Email').fill(firm.email('attorney'));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.screenshot({ path: testInfo.outputPath('login.png') });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/documents');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a wrong password shows the error and keeps the visitor on the sign-in page', async ({ page, firm }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(firm.email('attorney'));
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the whole password reset, from the mail to signing in with the new password', async ({
  page,
  firm,
}, testInfo) => {
  const member = await createMember(firm.email('admin'));
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(member.email)).toBeVisible();

  const link = linkIn(await latestMailTo(member.email, 'Reset your LexDraft password'));
  expect(link.pathname).toBe('/auth/reset-password');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Set new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('my fresh passphrase');
  await page.getByLabel('Confirm new password').fill('my fresh passphrase!');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset password' })).toBeDisabled();
  await page.getByLabel('Confirm new password').fill('my fresh passphrase');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset successful' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('reset-success.png') });
  // A button in look, a link in markup: it navigates.
  await page.getByRole('link', { name: 'Continue to login' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await signInThroughUi(page, member.email, 'my fresh passphrase');

  // The link works once.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill('another passphrase');
  await page.getByLabel('Confirm new password').fill('another passphrase');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
});

test.describe('as an admin', () => {
  test.use({ role: 'admin' });

  test('an invitation leads to a first sign-in', async ({ signedInPage: page, browser }, testInfo) => {
    const email = uniqueEmail('invitee');
    await page.getByRole('link', { name: 'Users' }).first().click();
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Role').selectOption('paralegal');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(email).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('users.png'), fullPage: true });

    const link = linkIn(await latestMailTo(email, /^You are invited/));
    const invitee = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const invitePage = await invitee.newPage();
    await invitePage.goto(link.pathname);
    await expect(invitePage.getByLabel('Email')).toHaveValue(email);
    await expect(invitePage.getByLabel('Email')).not.toBeEditable();
    await invitePage.getByLabel('First name').fill('Paula');
    await invitePage.getByLabel('Last name').fill('Legal');
    await invitePage.getByLabel('Password', { exact: true }).fill('paula has a passphrase');
    await invitePage.getByLabel('Confirm password').fill('paula has a passphrase');
    await invitePage.getByRole('button', { name: 'Create account' }).click();
    await expect(invitePage.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
    await invitePage.getByRole('button', { name: /Account menu for Paula Legal/ }).click();
    await expect(invitePage.getByRole('menu')).toContainText(/paralegal/i);
    await invitee.close();
  });
});

test('the session dialogs appear at 25 and 30 minutes of inactivity', async ({ page, firm }, testInfo) => {
  // Signed in here, not through the signedInPage fixture: the clock must be installed first.
  await page.clock.install();
  await signInThroughApi(page, firm.email('paralegal'));

  await page.clock.fastForward('25:00');
  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText('Session Expiring Soon');
  await expect(warning).toContainText('5 minutes');
  await page.screenshot({ path: testInfo.outputPath('session-warning.png') });
  await warning.getByRole('button', { name: 'Extend Session' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();

  await page.clock.fastForward('30:00');
  await expect(page.getByRole('alertdialog')).toContainText('Session Expired');
  await page.getByRole('button', { name: 'Return to Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('signing out in one tab signs out the other', async ({ context, firm }) => {
  const first = await context.newPage();
  await signInThroughApi(first, firm.email('viewer'));
  const second = await context.newPage();
  await second.goto('/documents');
  await expect(second.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();

  await first.getByRole('button', { name: /Account menu for/ }).click();
  await first.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(second).toHaveURL(/\/auth\/login$/);
});
