import {
  INACTIVITY_WARNING_MS,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_EXPIRY_MS,
  TOKEN_REFRESH_INTERVAL_MS,
} from '@lexdraft/core';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/auth-types';
import { configureApiClient } from '@/api/client';
import { getAccessToken } from '@/api/token-storage';
import { documentListRoutes } from '@/documents/list/document-test-backend';
import { deferred, fakeBackend, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { advance, startSignedIn, startSignedOut } from '@/test/session';
import { initialAuthState, useAuthStore } from './auth-store';
import { ACTIVITY_EVENTS, ACTIVITY_KEY } from './use-inactivity-timer';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

let user: User;
let backend: ReturnType<typeof fakeBackend>;

function dialog(name: string) {
  return screen.queryByRole('alertdialog', { name });
}

/** The user moves the mouse in this tab. */
function moveMouse() {
  act(() => {
    window.dispatchEvent(new Event('mousemove'));
  });
}

async function openDocuments() {
  const view = renderApp('/documents');
  await advance(0);
  expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
  return view;
}

beforeEach(() => {
  vi.useFakeTimers();
  user = buildUser({ first_name: 'Ada', last_name: 'Lovelace' });
  startSignedIn(user, 'token-1');
  configureApiClient({ baseUrl: '' });
  backend = fakeBackend({
    ...documentListRoutes(),
    'GET /users/me': () => json(200, user),
    'POST /auth/refresh': () => json(200, { access_token: 'token-2', user }),
    'POST /auth/logout': () => json(204),
  });
});

describe('inactivity', () => {
  it('warns after 25 minutes, saying 5 minutes remain', async () => {
    await openDocuments();
    await advance(INACTIVITY_WARNING_MS - SECOND);
    expect(dialog('Session Expiring Soon')).not.toBeInTheDocument();

    await advance(SECOND);
    const warning = dialog('Session Expiring Soon');
    expect(warning).toBeInTheDocument();
    expect(warning).toHaveTextContent('You will be signed out in 5 minutes because of inactivity.');
    expect(within(warning as HTMLElement).getByRole('button', { name: 'Extend Session' })).toBeEnabled();
    expect(within(warning as HTMLElement).getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  });

  it('shows Session Expired after 30 minutes, with one action that signs out', async () => {
    const { router } = await openDocuments();
    await advance(SESSION_EXPIRY_MS - SECOND);
    expect(dialog('Session Expired')).not.toBeInTheDocument();

    await advance(SECOND);
    const expired = dialog('Session Expired') as HTMLElement;
    expect(expired).toBeInTheDocument();
    expect(dialog('Session Expiring Soon')).not.toBeInTheDocument();
    // Issue 28: the session ends as the dialog appears, not only when the user answers it.
    expect(backend.calls('POST /auth/logout')).toHaveLength(1);
    expect(backend.calls('POST /auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(getAccessToken()).toBeNull();
    expect(
      within(expired)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Return to Sign In']);

    fireEvent.click(within(expired).getByRole('button', { name: 'Return to Sign In' }));
    await advance(0);
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(document.cookie).not.toContain('access_token=token');
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(dialog('Session Expired')).not.toBeInTheDocument();
  });

  it.each(ACTIVITY_EVENTS)('restarts both timers on %s', async (type) => {
    await openDocuments();
    await advance(20 * MINUTE);
    act(() => {
      window.dispatchEvent(new Event(type));
    });

    // 45 minutes after the start, 25 after the activity: the warning is due only now.
    await advance(INACTIVITY_WARNING_MS - SECOND);
    expect(dialog('Session Expiring Soon')).not.toBeInTheDocument();
    await advance(SECOND);
    expect(dialog('Session Expiring Soon')).toBeInTheDocument();
    await advance(SESSION_EXPIRY_MS - INACTIVITY_WARNING_MS - SECOND);
    expect(dialog('Session Expired')).not.toBeInTheDocument();
    await advance(SECOND);
    expect(dialog('Session Expired')).toBeInTheDocument();
  });

  it('counts a scroll inside a panel, which does not bubble, as activity', async () => {
    await openDocuments();
    await advance(20 * MINUTE);
    act(() => {
      screen.getByRole('main').dispatchEvent(new Event('scroll', { bubbles: false }));
    });
    await advance(10 * MINUTE);
    expect(dialog('Session Expiring Soon')).not.toBeInTheDocument();
  });

  it('keeps the warning up through activity: the user must choose', async () => {
    await openDocuments();
    await advance(INACTIVITY_WARNING_MS);
    fireEvent.mouseMove(document.body);
    fireEvent.keyDown(document.body, { key: 'a' });
    await advance(MINUTE);
    expect(dialog('Session Expiring Soon')).toBeInTheDocument();
  });

  it('Extend Session refreshes the token, clears the warning and restarts the timers', async () => {
    await openDocuments();
    await advance(INACTIVITY_WARNING_MS);
    // No background refresh has run in the idle time: Extend Session is the first.
    const before = backend.calls('POST /auth/refresh').length;
    expect(before).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Extend Session' }));
    await advance(0);

    expect(backend.calls('POST /auth/refresh')).toHaveLength(before + 1);
    expect(getAccessToken()).toBe('token-2');
    expect(dialog('Session Expiring Soon')).not.toBeInTheDocument();
    await advance(SESSION_EXPIRY_MS - INACTIVITY_WARNING_MS);
    expect(dialog('Session Expired')).not.toBeInTheDocument();
    await advance(INACTIVITY_WARNING_MS - (SESSION_EXPIRY_MS - INACTIVITY_WARNING_MS));
    expect(dialog('Session Expiring Soon')).toBeInTheDocument();
  });

  it('disables both choices with a spinner while the session is extended', async () => {
    await openDocuments();
    await advance(INACTIVITY_WARNING_MS);
    const answer = deferred<Response>();
    backend.routes['POST /auth/refresh'] = () => answer.promise;
    fireEvent.click(screen.getByRole('button', { name: 'Extend Session' }));
    await advance(0);

    const extend = screen.getByRole('button', { name: 'Extend Session' });
    expect(extend).toBeDisabled();
    expect(extend.querySelector('[data-slot="spinner"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeDisabled();
    answer.resolve(json(200, { access_token: 'token-3', user }));
    await advance(0);
    expect(dialog('Session Expiring Soon')).not.toBeInTheDocument();
  });

  it('shows Session Expired when Extend Session fails', async () => {
    await openDocuments();
    await advance(INACTIVITY_WARNING_MS);
    backend.routes['POST /auth/refresh'] = () =>
      json(401, { detail: 'Your session has expired. Please sign in again.' });
    fireEvent.click(screen.getByRole('button', { name: 'Extend Session' }));
    await advance(0);

    expect(dialog('Session Expiring Soon')).not.toBeInTheDocument();
    expect(dialog('Session Expired')).toBeInTheDocument();
  });

  it('Sign Out in the warning signs out and goes to the sign-in page', async () => {
    const { router } = await openDocuments();
    await advance(INACTIVITY_WARNING_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await advance(0);

    // No background refresh has run: the user did nothing since signing in (issue 28).
    expect(backend.calls('POST /auth/refresh')).toHaveLength(0);
    expect(backend.calls('POST /auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(getAccessToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(dialog('Session Expiring Soon')).not.toBeInTheDocument();
  });

  it('runs no timers while signed out', async () => {
    startSignedOut();
    renderApp('/auth/login');
    await advance(SESSION_EXPIRY_MS + MINUTE);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(backend.requests).toEqual([]);
  });
});

describe('background session upkeep', () => {
  it('refreshes the token every 15 minutes while the user is active', async () => {
    await openDocuments();
    moveMouse();
    await advance(TOKEN_REFRESH_INTERVAL_MS - SECOND);
    expect(backend.calls('POST /auth/refresh')).toHaveLength(0);

    await advance(SECOND);
    expect(backend.calls('POST /auth/refresh')).toHaveLength(1);
    expect(getAccessToken()).toBe('token-2');
    // The user's activity led to it: no background mark, so the server counts it as activity.
    expect(backend.calls('POST /auth/refresh')[0]?.headers.get('X-Background')).toBeNull();
  });

  // Issue 28 point 1: the background refresh renewed an idle session up to 29.9 minutes.
  it('does not refresh an idle session: only after activity since the last refresh', async () => {
    await openDocuments();
    await advance(TOKEN_REFRESH_INTERVAL_MS);
    expect(backend.calls('POST /auth/refresh')).toHaveLength(0);
    moveMouse();
    await advance(TOKEN_REFRESH_INTERVAL_MS);
    expect(backend.calls('POST /auth/refresh')).toHaveLength(1);
    // Idle again since: the next tick, at 29.99 idle minutes' reach, renews nothing.
    await advance(TOKEN_REFRESH_INTERVAL_MS);
    expect(backend.calls('POST /auth/refresh')).toHaveLength(1);
  });

  it('marks the session check as a background call, and the refresh its 401 leads to', async () => {
    await openDocuments();
    backend.routes['GET /users/me'] = () => json(401, { detail: 'Not authenticated' });
    await advance(SESSION_CHECK_INTERVAL_MS);
    expect(backend.calls('GET /users/me').at(-1)?.headers.get('X-Background')).toBe('1');
    expect(backend.calls('POST /auth/refresh')[0]?.headers.get('X-Background')).toBe('1');
  });

  it('signs out when the background refresh is refused', async () => {
    backend.routes['POST /auth/refresh'] = () => json(401, { detail: 'Your session has expired.' });
    const { router } = await openDocuments();
    moveMouse();
    await advance(TOKEN_REFRESH_INTERVAL_MS);
    expect(getAccessToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('keeps the session when the background refresh cannot reach the server', async () => {
    backend.routes['POST /auth/refresh'] = () => Promise.reject(new TypeError('fetch failed'));
    const { router } = await openDocuments();
    moveMouse();
    await advance(TOKEN_REFRESH_INTERVAL_MS);
    expect(backend.calls('POST /auth/refresh')).toHaveLength(1);
    expect(getAccessToken()).toBe('token-1');
    expect(router.state.location.pathname).toBe('/documents');
  });

  it('checks the session against /users/me every 5 minutes and adopts changes', async () => {
    await openDocuments();
    expect(backend.calls('GET /users/me')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeInTheDocument();

    user = { ...user, full_name: 'Ada King', last_name: 'King' };
    await advance(SESSION_CHECK_INTERVAL_MS - SECOND);
    expect(backend.calls('GET /users/me')).toHaveLength(1);
    await advance(SECOND);
    expect(backend.calls('GET /users/me')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Account menu for Ada King' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ full_name: 'Ada King' });
  });

  it('sends a 401 on the session check through refresh-then-logout', async () => {
    const { router } = await openDocuments();
    backend.routes['GET /users/me'] = () => json(401, { detail: 'Not authenticated' });
    backend.routes['POST /auth/refresh'] = () => json(401, { detail: 'Your session has expired.' });
    await advance(SESSION_CHECK_INTERVAL_MS);

    expect(backend.calls('POST /auth/refresh')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('stops renewing the session once it has expired', async () => {
    await openDocuments();
    await advance(SESSION_EXPIRY_MS);
    const refreshes = backend.calls('POST /auth/refresh').length;
    const checks = backend.calls('GET /users/me').length;
    await advance(TOKEN_REFRESH_INTERVAL_MS * 2);
    expect(backend.calls('POST /auth/refresh')).toHaveLength(refreshes);
    expect(backend.calls('GET /users/me')).toHaveLength(checks);
  });
});

describe('after Session Expired (issue 28)', () => {
  it('a reload lands on the sign-in page, not in a signed-in app', async () => {
    await openDocuments();
    await advance(SESSION_EXPIRY_MS);
    expect(dialog('Session Expired')).toBeInTheDocument();
    await advance(0);
    const checks = backend.calls('GET /users/me').length;

    // F5: a fresh page with whatever the tab has stored.
    cleanup();
    useAuthStore.setState(initialAuthState());
    const { router } = renderApp('/documents');
    await advance(0);
    expect(router.state.location.pathname).toBe('/auth/login');
    // Nothing was left to sign in with: no token to read the user, no cookie-based refresh tried.
    expect(backend.calls('GET /users/me')).toHaveLength(checks);
    expect(backend.calls('POST /auth/refresh')).toHaveLength(0);
  });
});

describe('other tabs', () => {
  it('counts activity in another tab: this idle tab neither warns nor ends the session', async () => {
    await openDocuments();
    await advance(INACTIVITY_WARNING_MS);
    expect(dialog('Session Expiring Soon')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: ACTIVITY_KEY, newValue: String(Date.now()) }));
    });
    await advance(0);
    expect(dialog('Session Expiring Soon')).not.toBeInTheDocument();
    await advance(SESSION_EXPIRY_MS - INACTIVITY_WARNING_MS);
    expect(dialog('Session Expired')).not.toBeInTheDocument();
    expect(backend.calls('POST /auth/logout')).toHaveLength(0);
    expect(getAccessToken()).toBe('token-1');
  });

  it('tells other tabs of activity here', async () => {
    await openDocuments();
    moveMouse();
    expect(localStorage.getItem(ACTIVITY_KEY)).toBe(String(Date.now()));
  });

  it('signs this tab out when another tab removes the token', async () => {
    const { router } = await openDocuments();
    localStorage.removeItem('access_token');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'access_token', oldValue: 'token-1', newValue: null }),
      );
    });
    await advance(0);

    expect(router.state.location.pathname).toBe('/auth/login');
    // The other tab has ended the server session already.
    expect(backend.calls('POST /auth/logout')).toHaveLength(0);
  });

  it('stays on an auth page when another tab signs out', async () => {
    const { router } = renderApp('/auth/reset-password');
    await advance(0);
    localStorage.removeItem('access_token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'access_token', newValue: null }));
    });
    await advance(0);
    expect(router.state.location.pathname).toBe('/auth/reset-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeInTheDocument();
  });

  it('adopts the user another tab stored', async () => {
    await openDocuments();
    const renamed = { ...user, full_name: 'Augusta Ada King' };
    const newValue = JSON.stringify(renamed);
    localStorage.setItem('user', newValue);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue }));
    });

    expect(screen.getByRole('button', { name: 'Account menu for Augusta Ada King' })).toBeInTheDocument();
  });

  it('ignores a stored user that is not a user', async () => {
    await openDocuments();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: '{"id":1}' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: 'not json' }));
    });
    expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeInTheDocument();
  });
});
