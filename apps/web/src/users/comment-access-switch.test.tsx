import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@/api/auth-types';
import { configureApiClient } from '@/api/client';
import { fakeBackend, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/session';
import { ssoSettingsRoutes } from './sso-test-backend';
import { useUsersStore } from './users-store';

// Issue 31: a viewer reads comments and writes none unless an admin grants docs:comment from the
// Users page; admins, attorneys and paralegals comment by their role. A grant keeps the other one.

let backend: ReturnType<typeof fakeBackend>;
let viewer: User;

beforeEach(() => {
  const admin = buildUser({
    id: 'admin-1',
    first_name: 'Ada',
    last_name: 'Admin',
    role: 'admin',
    permissions: ['*'],
  });
  const paralegal = buildUser({ id: 'para-1', first_name: 'Pat', last_name: 'Legal', role: 'paralegal' });
  viewer = buildUser({
    id: 'view-1',
    first_name: 'Vera',
    last_name: 'View',
    role: 'viewer',
    permissions: ['*:read', 'docs:sensitive'],
  });
  startSignedIn(admin);
  useUsersStore.setState(useUsersStore.getInitialState(), true);
  configureApiClient({ baseUrl: '' });
  backend = fakeBackend({
    'GET /users/me': () => json(200, admin),
    'GET /users': () => json(200, [admin, paralegal, viewer]),
    'GET /users/invitations': () => json(200, []),
    'GET /organizations/current': () =>
      json(200, { _id: 'org-1', id: 'org-1', name: 'Demo Law LLP', created_at: '' }),
    'GET /organizations/current/outbox': () => json(200, { enabled: false, messages: [] }),
    ...ssoSettingsRoutes(),
    'PUT /users/:id/permissions': (request) => {
      const { permissions } = request.json() as { permissions: string[] };
      return json(200, { ...viewer, permissions: ['*:read', ...permissions] });
    },
  });
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

const rowOf = (name: string) =>
  within(screen.getByRole('table')).getByText(name, { exact: false }).closest('tr')!;

describe('Can comment', () => {
  it('grants a viewer docs:comment and takes it back, keeping their other grant; other roles have no switch', async () => {
    renderApp('/settings/users');
    await screen.findByText('Vera View');
    const user = userEvent.setup({ delay: null });
    expect(within(rowOf('Pat Legal')).queryByRole('switch', { name: 'Can comment' })).not.toBeInTheDocument();

    const access = within(rowOf('Vera View')).getByRole('switch', { name: 'Can comment' });
    expect(access).toHaveAttribute('aria-checked', 'false');
    await user.click(access);
    await waitFor(() => expect(access).toHaveAttribute('aria-checked', 'true'));
    expect(backend.calls('PUT /users/view-1/permissions').map((call) => call.json())).toEqual([
      { permissions: ['docs:sensitive', 'docs:comment'] },
    ]);
    expect(await screen.findByText('Vera View can now comment')).toBeInTheDocument();
    expect(within(rowOf('Vera View')).getByRole('switch', { name: 'Sees sensitive values' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await user.click(access);
    await waitFor(() => expect(access).toHaveAttribute('aria-checked', 'false'));
    expect(backend.calls('PUT /users/view-1/permissions').at(-1)?.json()).toEqual({
      permissions: ['docs:sensitive'],
    });
  });
});
