import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@/api/auth-types';
import { configureApiClient } from '@/api/client';
import { useAuthStore } from '@/auth/auth-store';
import { UserMenu } from '@/components/layout/user-menu';
import { Toaster } from '@/components/ui/sonner';
import { preloadLazyComponents } from '@/lib/lazy-component';
import { deferred, fakeBackend, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { startSignedIn } from '@/test/session';

// The menu fetches its dialogs when first opened; the tests open them in one step.
await preloadLazyComponents();

let backend: ReturnType<typeof fakeBackend>;
let user: User;

function renderMenu() {
  render(
    <MemoryRouter>
      <UserMenu />
      <Toaster />
    </MemoryRouter>,
  );
}

async function openFromMenu(events: ReturnType<typeof userEvent.setup>, item: string) {
  await events.click(screen.getByRole('button', { name: /Account menu for/ }));
  await events.click(await screen.findByRole('menuitem', { name: item }));
  return screen.findByRole('dialog', { name: item });
}

beforeEach(() => {
  user = buildUser({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@firm.test' });
  startSignedIn(user);
  useAuthStore.setState({ user, isAuthenticated: true, status: 'idle' });
  configureApiClient({ baseUrl: '' });
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('Profile', () => {
  it('saves the name over PATCH /users/me, updates the signed-in user and says so', async () => {
    const answer = deferred<Response>();
    backend = fakeBackend({ 'PATCH /users/me': () => answer.promise });
    const events = userEvent.setup();
    renderMenu();

    const dialog = await openFromMenu(events, 'Profile');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@firm.test');
    expect(within(dialog).getByLabelText('Email')).not.toHaveAttribute('readonly');
    const last = within(dialog).getByLabelText('Last name');
    expect(last).toHaveValue('Lovelace');
    await events.clear(last);
    await events.type(last, 'King');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(backend.requests.at(-1)?.json()).toEqual({ first_name: 'Ada', last_name: 'King' });
    answer.resolve(json(200, { ...user, last_name: 'King', full_name: 'Ada King' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useAuthStore.getState().user?.full_name).toBe('Ada King');
    expect(screen.getByRole('button', { name: 'Account menu for Ada King' })).toBeInTheDocument();
  });

  it("shows the server's detail and keeps the dialog open when the save fails", async () => {
    backend = fakeBackend({
      'PATCH /users/me': () => json(422, { detail: 'last_name: must not be empty' }),
    });
    const events = userEvent.setup();
    renderMenu();

    const dialog = await openFromMenu(events, 'Profile');
    await events.type(within(dialog).getByLabelText('First name'), 'x');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('last_name: must not be empty')).toBeInTheDocument();
    expect(useAuthStore.getState().user?.first_name).toBe('Ada');
  });

  it('asks for both names before sending anything', async () => {
    backend = fakeBackend({});
    const events = userEvent.setup();
    renderMenu();

    const dialog = await openFromMenu(events, 'Profile');
    await events.clear(within(dialog).getByLabelText('First name'));
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).queryByText('Last name is required')).not.toBeInTheDocument();
    expect(backend.requests).toHaveLength(0);
  });

  // Issue 28 point 3: the address changes only once the link mailed to it is opened.
  it('asks for the current password to change the email, then shows the change as pending', async () => {
    const sent =
      'A confirmation link has been sent to ada.king@firm.test. Your email address changes when you open it.';
    backend = fakeBackend({
      'PATCH /users/me': () => json(202, { message: sent, pending_email: 'ada.king@firm.test', user }),
    });
    const events = userEvent.setup();
    renderMenu();

    const dialog = await openFromMenu(events, 'Profile');
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();
    const email = within(dialog).getByLabelText('Email');
    await events.clear(email);
    await events.type(email, ' Ada.King@Firm.test ');
    const password = within(dialog).getByLabelText('Current password');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(password).toHaveAccessibleDescription('Enter your current password to change your email');
    expect(backend.requests).toHaveLength(0);

    await events.type(password, 'my secret passphrase');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(backend.requests.at(-1)?.json()).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'Ada.King@Firm.test',
      current_password: 'my secret passphrase',
    });
    // Not changed yet: the signed-in user keeps the old address, and the profile says what waits.
    expect(useAuthStore.getState().user?.email).toBe('ada@firm.test');
    const again = await openFromMenu(events, 'Profile');
    expect(within(again).getByRole('status')).toHaveTextContent(
      'Waiting for confirmation: a link was sent to ada.king@firm.test.',
    );
  });

  it('shows a wrong current password under its field', async () => {
    backend = fakeBackend({
      'PATCH /users/me': () => json(422, { detail: 'Current password is incorrect' }),
    });
    const events = userEvent.setup();
    renderMenu();

    const dialog = await openFromMenu(events, 'Profile');
    const email = within(dialog).getByLabelText('Email');
    await events.clear(email);
    await events.type(email, 'grace@firm.test');
    const password = within(dialog).getByLabelText('Current password');
    await events.type(password, 'wrong');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Current password is incorrect'));
  });

  it('checks the email before sending it, and shows why under the field', async () => {
    backend = fakeBackend({});
    const events = userEvent.setup();
    renderMenu();

    const dialog = await openFromMenu(events, 'Profile');
    const email = within(dialog).getByLabelText('Email');
    await events.clear(email);
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');

    await events.type(email, 'ada at firm');
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(backend.requests).toHaveLength(0);
  });

  it("shows the server's refusal of a taken address under the field, until the address changes", async () => {
    backend = fakeBackend({
      'PATCH /users/me': () => json(409, { detail: 'A user with this email already exists' }),
    });
    const events = userEvent.setup();
    renderMenu();

    const dialog = await openFromMenu(events, 'Profile');
    const email = within(dialog).getByLabelText('Email');
    await events.clear(email);
    await events.type(email, 'grace@firm.test');
    await events.type(within(dialog).getByLabelText('Current password'), 'my secret passphrase');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(email).toHaveAccessibleDescription('A user with this email already exists'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(useAuthStore.getState().user?.email).toBe('ada@firm.test');
    await events.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('A user with this email already exists')).not.toBeInTheDocument();
  });

  it('opens and closes from the keyboard, back on the menu button', async () => {
    backend = fakeBackend({});
    const events = userEvent.setup();
    renderMenu();

    const trigger = screen.getByRole('button', { name: /Account menu for/ });
    trigger.focus();
    await events.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await events.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    expect(within(dialog).getByLabelText('First name')).toHaveFocus();
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

describe('Change password', () => {
  async function fillIn(dialog: HTMLElement, events: ReturnType<typeof userEvent.setup>, current: string) {
    await events.type(within(dialog).getByLabelText('Current password'), current);
    await events.type(within(dialog).getByLabelText('New password'), 'a-longer-secret-9');
    await events.type(within(dialog).getByLabelText('Confirm new password'), 'a-longer-secret-9');
  }

  it('sends the current and new password and shows the server message', async () => {
    const answer = deferred<Response>();
    backend = fakeBackend({ 'PUT /users/me/password': () => answer.promise });
    const events = userEvent.setup();
    renderMenu();

    const dialog = await openFromMenu(events, 'Change password');
    const submit = within(dialog).getByRole('button', { name: 'Change password' });
    expect(submit).toBeDisabled();
    await fillIn(dialog, events, 'old-secret-1');
    await events.click(submit);

    expect(within(dialog).getByRole('button', { name: 'Changing...' })).toBeDisabled();
    expect(backend.requests.at(-1)?.json()).toEqual({
      current_password: 'old-secret-1',
      new_password: 'a-longer-secret-9',
    });
    answer.resolve(json(200, { message: 'Password changed. Other sessions have been signed out.' }));

    expect(
      await screen.findByText('Password changed. Other sessions have been signed out.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useAuthStore.getState().user).not.toBeNull();
  });

  it('keeps the spec rules inline: length, then the match', async () => {
    backend = fakeBackend({});
    const events = userEvent.setup();
    renderMenu();

    const dialog = await openFromMenu(events, 'Change password');
    await events.type(within(dialog).getByLabelText('New password'), 'short');
    expect(within(dialog).getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await events.type(within(dialog).getByLabelText('New password'), '-enough');
    await events.type(within(dialog).getByLabelText('Confirm new password'), 'other');
    expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Change password' })).toBeDisabled();
  });

  it('shows a wrong current password as the server words it, and stays signed in', async () => {
    backend = fakeBackend({
      'PUT /users/me/password': () => json(400, { detail: 'Current password is incorrect' }),
    });
    const events = userEvent.setup();
    renderMenu();

    const dialog = await openFromMenu(events, 'Change password');
    await fillIn(dialog, events, 'wrong-one');
    await events.click(within(dialog).getByRole('button', { name: 'Change password' }));

    expect(await within(dialog).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Current password')).toHaveValue('wrong-one');
    expect(useAuthStore.getState().user).not.toBeNull();
  });
});
