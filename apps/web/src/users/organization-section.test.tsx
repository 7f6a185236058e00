import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Organization } from '@/api/auth-types';
import { configureApiClient } from '@/api/client';
import { useAiStatusStore } from '@/documents/ai/ai-status-store';
import { offlineStatus } from '@/documents/ai/ai-test-backend';
import { fakeBackend, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/session';
import { ssoSettingsRoutes } from './sso-test-backend';
import { useUsersStore } from './users-store';

// The firm's AI switch on the administration page: PATCH /organizations/current, shown at once and
// put back when the server refuses.

let backend: ReturnType<typeof fakeBackend>;
let organization: Organization;

beforeEach(() => {
  const admin = buildUser({ role: 'admin', permissions: ['users:manage', 'docs:write'] });
  organization = { _id: 'org-1', id: 'org-1', name: 'Demo Law LLP', created_at: '', ai_enabled: true };
  startSignedIn(admin);
  useUsersStore.setState(useUsersStore.getInitialState(), true);
  useAiStatusStore.getState().reset();
  configureApiClient({ baseUrl: '' });
  backend = fakeBackend({
    'GET /users/me': () => json(200, admin),
    'GET /users': () => json(200, [admin]),
    'GET /users/invitations': () => json(200, []),
    'GET /organizations/current': () => json(200, organization),
    'GET /organizations/current/outbox': () => json(200, { enabled: false, messages: [] }),
    ...ssoSettingsRoutes(),
    'PATCH /organizations/current': (request) => {
      organization = { ...organization, ...(request.json() as Partial<Organization>) };
      return json(200, organization);
    },
  });
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

async function openSettings() {
  renderApp('/settings/users#organization');
  const user = userEvent.setup();
  const toggle = await screen.findByRole('switch', { name: 'AI assistant' });
  return { user, toggle };
}

describe('the firm’s AI switch', () => {
  it('turns the assistant off and on for the firm', async () => {
    const { user, toggle } = await openSettings();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    useAiStatusStore.setState({ status: offlineStatus(), userId: 'someone' });

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(await screen.findByText('AI assistant turned off')).toBeInTheDocument();
    expect(backend.calls('PATCH /organizations/current').map((request) => request.json())).toEqual([
      { ai_enabled: false },
    ]);
    // The editor reads the status again when it next needs it.
    expect(useAiStatusStore.getState().status).toBeNull();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(organization.ai_enabled).toBe(true);
  });

  it('puts the switch back and says why when the server refuses', async () => {
    backend.routes['PATCH /organizations/current'] = () =>
      json(403, { detail: 'Only admins may change this' });
    const { user, toggle } = await openSettings();
    await user.click(toggle);
    expect(await screen.findByText('Failed to update organization settings')).toBeInTheDocument();
    expect(screen.getByText('Only admins may change this')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  });
});
