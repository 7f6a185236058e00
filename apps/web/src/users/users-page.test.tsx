import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@/api/auth-types';
import { configureApiClient } from '@/api/client';
import { deferred, fakeBackend, json } from '@/test/fake-backend';
import { buildInvitation, buildUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { startSignedIn, startSignedInAs } from '@/test/session';
import { ssoSettingsRoutes } from './sso-test-backend';
import { useUsersStore } from './users-store';

let backend: ReturnType<typeof fakeBackend>;
let admin: User;
let attorney: User;
let former: User;

function rowOf(name: string): HTMLElement {
  const row = within(screen.getByRole('table')).getByText(name, { exact: false }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

async function openUsersPage() {
  const view = renderApp('/settings/users');
  await screen.findByText('Ben Marsh');
  return view;
}

beforeEach(() => {
  admin = buildUser({
    id: 'admin-1',
    first_name: 'Ada',
    last_name: 'Admin',
    role: 'admin',
    permissions: ['*'],
  });
  attorney = buildUser({ id: 'att-1', first_name: 'Ben', last_name: 'Marsh', email: 'ben@firm.test' });
  former = buildUser({
    id: 'old-1',
    first_name: 'Cora',
    last_name: 'Gone',
    is_active: false,
    last_login: null,
  });
  startSignedIn(admin);
  useUsersStore.setState(useUsersStore.getInitialState(), true);
  configureApiClient({ baseUrl: '' });
  backend = fakeBackend({
    'GET /users/me': () => json(200, admin),
    'GET /users': () => json(200, [admin, attorney, former]),
    'GET /users/invitations': () =>
      json(200, [buildInvitation({ id: 'inv-1', email: 'dan@firm.test', role: 'viewer' })]),
    'GET /organizations/current': () =>
      json(200, { _id: 'org-1', id: 'org-1', name: 'Demo Law LLP', created_at: '' }),
    'GET /organizations/current/outbox': () => json(200, { enabled: false, messages: [] }),
    ...ssoSettingsRoutes(),
  });
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('Users page', () => {
  it('lists users with role, status and last sign-in', async () => {
    await openUsersPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(await screen.findByText(/Manage who can sign in to Demo Law LLP/)).toBeInTheDocument();

    const ben = rowOf('Ben Marsh');
    expect(ben).toHaveTextContent('ben@firm.test');
    expect(within(ben).getByText('Active')).toBeInTheDocument();
    expect(within(ben).getByRole('combobox', { name: 'Role of Ben Marsh' })).toHaveValue('attorney');
    expect(ben).toHaveTextContent('Mar 4, 2025');

    const cora = rowOf('Cora Gone');
    expect(within(cora).getByText('Inactive')).toBeInTheDocument();
    expect(cora).toHaveTextContent('Never');
    expect(within(cora).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(cora).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
  });

  it('offers no role change and no deactivation for yourself', async () => {
    await openUsersPage();
    const self = rowOf('Ada Admin');
    expect(within(self).getByText('You')).toBeInTheDocument();
    expect(within(self).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(self).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    const answer = deferred<Response>();
    backend.routes['GET /users'] = () => answer.promise;
    renderApp('/settings/users');
    expect(await screen.findAllByRole('list', { name: 'Loading' })).not.toHaveLength(0);
    answer.resolve(json(200, [admin]));
    await screen.findByText('Ada Admin');
    expect(screen.queryByRole('list', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('shows a load failure with Retry', async () => {
    backend.routes['GET /users'] = () => json(500, { detail: 'Database unavailable' });
    renderApp('/settings/users');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');

    backend.routes['GET /users'] = () => json(200, [admin, attorney]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Ben Marsh');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('changes a role and confirms with a toast', async () => {
    backend.routes['PATCH /users/:id'] = (request) =>
      json(200, { ...attorney, ...(request.json() as object) });
    await openUsersPage();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role of Ben Marsh' }), 'paralegal');

    expect(await screen.findByText("Ben Marsh's role is now Paralegal")).toBeInTheDocument();
    expect(backend.calls('PATCH /users/att-1')[0]?.json()).toEqual({ role: 'paralegal' });
    expect(screen.getByRole('combobox', { name: 'Role of Ben Marsh' })).toHaveValue('paralegal');
  });

  it('rolls a refused role change back', async () => {
    backend.routes['PATCH /users/:id'] = () => json(403, { detail: 'You do not have permission to do this' });
    await openUsersPage();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role of Ben Marsh' }), 'admin');

    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Ben Marsh' })).toHaveValue('attorney');
  });

  it('deactivates only after confirmation', async () => {
    backend.routes['POST /users/:id/deactivate'] = () => json(200, { ...attorney, is_active: false });
    await openUsersPage();
    const events = userEvent.setup();

    await events.click(within(rowOf('Ben Marsh')).getByRole('button', { name: 'Deactivate Ben Marsh' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Ben Marsh?' });
    await events.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(backend.calls('POST /users/att-1/deactivate')).toHaveLength(0);

    await events.click(within(rowOf('Ben Marsh')).getByRole('button', { name: 'Deactivate Ben Marsh' }));
    await events.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }),
    );

    expect(await screen.findByText('Ben Marsh has been deactivated')).toBeInTheDocument();
    expect(backend.calls('POST /users/att-1/deactivate')).toHaveLength(1);
    expect(within(rowOf('Ben Marsh')).getByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('sends a member a password reset from their row, and says where the link went (issue 29)', async () => {
    backend.routes['POST /users/:id/password-reset'] = () =>
      json(202, { message: 'A password reset link is on its way to ben@firm.test.' });
    await openUsersPage();
    const events = userEvent.setup();
    // Not offered for the admin's own row (Forgot password is theirs) nor a deactivated member.
    expect(within(rowOf('Ada Admin')).queryByRole('button', { name: /Send password reset/ })).toBeNull();
    expect(within(rowOf('Cora Gone')).queryByRole('button', { name: /Send password reset/ })).toBeNull();

    await events.click(
      within(rowOf('Ben Marsh')).getByRole('button', { name: 'Send password reset to Ben Marsh' }),
    );
    expect(
      await screen.findByText('A password reset link is on its way to ben@firm.test.'),
    ).toBeInTheDocument();
    expect(backend.calls('POST /users/att-1/password-reset')).toHaveLength(1);
  });

  it('says why a password reset was refused', async () => {
    backend.routes['POST /users/:id/password-reset'] = () =>
      json(409, {
        detail: 'This account has been deactivated, so it cannot sign in: no password reset link was sent.',
      });
    await openUsersPage();
    await userEvent
      .setup()
      .click(within(rowOf('Ben Marsh')).getByRole('button', { name: 'Send password reset to Ben Marsh' }));
    expect(
      await screen.findByText(
        'This account has been deactivated, so it cannot sign in: no password reset link was sent.',
      ),
    ).toBeInTheDocument();
  });

  it('invites a user with a role and lists the invitation', async () => {
    const created = buildInvitation({ id: 'inv-2', email: 'eve@firm.test', role: 'attorney' });
    backend.routes['POST /users/invitations'] = () => json(201, created);
    await openUsersPage();
    const events = userEvent.setup();

    await events.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
    await events.type(within(dialog).getByLabelText('Email'), 'eve@firm.test');
    await events.selectOptions(within(dialog).getByLabelText('Role'), 'attorney');
    await events.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent to eve@firm.test')).toBeInTheDocument();
    expect(backend.calls('POST /users/invitations')[0]?.json()).toEqual({
      email: 'eve@firm.test',
      role: 'attorney',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke invitation to eve@firm.test' })).toBeInTheDocument();
  });

  it('keeps the invite dialog open with the reason when the server refuses', async () => {
    backend.routes['POST /users/invitations'] = () =>
      json(409, { detail: 'This address already has an account' });
    await openUsersPage();
    const events = userEvent.setup();
    await events.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
    await events.type(within(dialog).getByLabelText('Email'), 'ben@firm.test');
    await events.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This address already has an account');
    expect(screen.getByRole('dialog', { name: 'Invite user' })).toBeInTheDocument();
  });

  it('revokes a pending invitation', async () => {
    backend.routes['DELETE /users/invitations/:id'] = () => json(204);
    await openUsersPage();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke invitation to dan@firm.test' }));

    expect(await screen.findByText('Invitation to dan@firm.test revoked')).toBeInTheDocument();
    expect(backend.calls('DELETE /users/invitations/inv-1')).toHaveLength(1);
    expect(
      screen.queryByRole('button', { name: 'Revoke invitation to dan@firm.test' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText(/No pending invitations/)).toBeInTheDocument();
  });

  it('says an invitation waits in the outbox, not that it was sent, when the server keeps mail', async () => {
    backend.routes['GET /organizations/current/outbox'] = () => json(200, { enabled: true, messages: [] });
    backend.routes['POST /users/invitations'] = () =>
      json(201, buildInvitation({ id: 'inv-3', email: 'fay@firm.test', role: 'viewer' }));
    await openUsersPage();
    const events = userEvent.setup();

    await events.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
    await events.type(within(dialog).getByLabelText('Email'), 'fay@firm.test');
    await events.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(
      await screen.findByText(
        'Invitation for fay@firm.test is in the outbox below: no mail server is set up',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Invitation sent to fay@firm.test')).not.toBeInTheDocument();
  });

  it('shows the outbox only when the server keeps mail, with clickable links', async () => {
    await openUsersPage();
    expect(screen.queryByRole('heading', { name: 'Outbox' })).not.toBeInTheDocument();
  });

  it('lists outbox messages with their text behind a toggle, masked links as text, and says how to send mail', async () => {
    backend.routes['GET /organizations/current/outbox'] = () =>
      json(200, {
        enabled: true,
        messages: [
          {
            id: 'm1',
            to: 'dan@firm.test',
            subject: "You're invited to LexDraft",
            text: 'Create your account: http://localhost:3000/auth/register/[hidden]\nHelp: http://localhost:3000/help.',
            created_at: '2025-03-05T09:00:00.000Z',
          },
        ],
      });
    await openUsersPage();

    const heading = await screen.findByRole('heading', { name: 'Outbox' });
    const section = heading.closest('[data-slot="card"]') as HTMLElement;
    expect(section).toHaveTextContent(
      'Email is not set up on this server, so messages are kept here and reach no one.',
    );
    expect(section).toHaveTextContent('only their recipient may see them');
    expect(within(section).getByText('SMTP_URL')).toBeInTheDocument();
    expect(screen.getByText("You're invited to LexDraft")).toBeInTheDocument();
    expect(screen.getByText('To dan@firm.test')).toBeInTheDocument();

    const masked = screen.getByText('http://localhost:3000/auth/register/[hidden]');
    expect(masked.closest('a')).toBeNull();
    expect(screen.queryByRole('link', { name: /\[hidden\]/ })).not.toBeInTheDocument();
    const help = screen.getByRole('link', { name: 'http://localhost:3000/help' });
    expect(help).toHaveAttribute('href', 'http://localhost:3000/help');
    expect(masked.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText("You're invited to LexDraft"));
    expect(masked.closest('details')).toHaveAttribute('open');
  });

  it('shows Users in the navigation for admins', async () => {
    await openUsersPage();
    const nav = screen.getByRole('navigation', { name: 'Primary' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/settings/users');
  });

  it('tells a non-admin that the page is for admins', async () => {
    const viewer = buildUser({ role: 'viewer', permissions: ['*:read'] });
    startSignedInAs(backend, viewer);
    renderApp('/settings/users');

    expect(await screen.findByText('Admins only')).toBeInTheDocument();
    expect(backend.calls('GET /users')).toHaveLength(0);
  });
});
