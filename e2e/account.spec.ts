import { createMember, latestMailTo, linkIn, signInThroughApi, signInThroughUi } from './support/auth.js';
import { expect, test } from './support/fixtures.js';

test('a member changes their name, email and password from the account menu, then signs in with the new ones', async ({
  page,
  firm,
}, testInfo) => {
  const member = await createMember(firm.email('admin'));
  const newPassword = 'a changed e2e passphrase';
  const newEmail = member.email.replace('@', '.renamed@');
  // A new member rather than a demo user: the change must not leak into other specs.
  await signInThroughApi(page, member.email, member.password);

  await page.getByRole('button', { name: 'Account menu for Casey Member' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Profile' });
  await expect(profile.getByLabel('Email')).toHaveValue(member.email);
  await profile.getByLabel('Email').fill(newEmail.toUpperCase());
  await profile.getByLabel('First name').fill('Robin');
  await profile.getByLabel('Last name').fill('Renamed');
  // A new address needs the current password (issue 28), and waits for the link mailed to it.
  await profile.getByLabel('Current password').fill(member.password);
  await page.screenshot({ path: testInfo.outputPath('profile.png') });
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(
      `A confirmation link has been sent to ${newEmail}. Your email address changes when you open it.`,
    ),
  ).toBeVisible();
  await expect(profile).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu for Robin Renamed' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(profile.getByLabel('Email')).toHaveValue(member.email);
  await expect(profile.getByRole('status')).toContainText(`a link was sent to ${newEmail}`);
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();

  await latestMailTo(member.email, 'Your LexDraft email address is being changed');
  const link = linkIn(await latestMailTo(newEmail, 'Confirm your new LexDraft email address'));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm email address' }).click();
  await expect(page.getByRole('heading', { name: 'Email address changed' })).toBeVisible();
  await page.goto('/documents');
  // Stored as sign-in compares it: trimmed and lower-cased.
  await page.getByRole('button', { name: 'Account menu for Robin Renamed' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(profile.getByLabel('Email')).toHaveValue(newEmail);
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();

  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const password = page.getByRole('dialog', { name: 'Change password' });
  await password.getByLabel('Current password').fill('not my password');
  await password.getByLabel('New password', { exact: true }).fill(newPassword);
  await password.getByLabel('Confirm new password').fill(newPassword);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('alert')).toContainText('Current password is incorrect');
  await password.getByLabel('Current password').fill(member.password);
  await page.screenshot({ path: testInfo.outputPath('change-password.png') });
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Other sessions have been signed out.')).toBeVisible();
  await expect(password).toBeHidden();

  await page.getByRole('button', { name: 'Account menu for Robin Renamed' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password');

  await signInThroughUi(page, newEmail, newPassword);
  await expect(page.getByRole('button', { name: 'Account menu for Robin Renamed' })).toBeVisible();
});
