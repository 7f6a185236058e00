import { SSO_ERROR_MESSAGES } from '@lexdraft/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/auth-types';
import { configureApiClient } from '@/api/client';
import { getAccessToken } from '@/api/token-storage';
import { noLayoutRoutes } from '@/documents/editor-screen/layout/layout-test-backend';
import { documentListRoutes } from '@/documents/list/document-test-backend';
import { mergeFieldRoutes, mergeFieldServer } from '@/merge-fields/merge-field-test-backend';
import { buildDocument } from '@/test/document-fixtures';
import { deferred, fakeBackend, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { catchPageNavigation } from '@/test/page-navigation';
import { renderApp } from '@/test/render-app';
import { advance, startFakeClock, startSignedIn, startSignedOut } from '@/test/session';
import { SSO_LOOKUP_DELAY_MS } from './use-sso-lookup';

let backend: ReturnType<typeof fakeBackend>;
let user: User;

async function fillIn(email: string, password: string) {
  const events = userEvent.setup();
  await events.type(await screen.findByLabelText('Email'), email);
  await events.type(screen.getByLabelText('Password'), password);
  await events.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  startSignedOut();
  configureApiClient({ baseUrl: '' });
  user = buildUser({ first_name: 'Ada', last_name: 'Lovelace' });
  backend = fakeBackend({
    ...documentListRoutes(),
    ...mergeFieldRoutes(mergeFieldServer()),
    ...noLayoutRoutes(),
    'POST /auth/login': () => json(200, { access_token: 'tok', token_type: 'bearer' }),
    'GET /users/me': () => json(200, user),
    'GET /auth/sso/lookup': () => json(200, { sso: false, enforced: false }),
  });
});

describe('sign-in page', () => {
  it('has an email field, a password field and a Forgot password? link', async () => {
    renderApp('/auth/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/reset-password',
    );
  });

  it("shows the server's message in a destructive alert", async () => {
    backend.routes['POST /auth/login'] = () => json(401, { detail: 'Incorrect email or password' });
    renderApp('/auth/login');
    await fillIn('ada@firm.test', 'wrong-password');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect email or password');
    expect(alert).toHaveAttribute('data-slot', 'alert');
    expect(alert.className).toContain('text-destructive');
    expect(getAccessToken()).toBeNull();
  });

  it('shows Login failed when the server gives no message', async () => {
    backend.routes['POST /auth/login'] = () => json(500);
    renderApp('/auth/login');
    await fillIn('ada@firm.test', 'password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('disables the form and shows a spinner with "Signing in..." while the call runs', async () => {
    const answer = deferred<Response>();
    backend.routes['POST /auth/login'] = () => answer.promise;
    renderApp('/auth/login');
    await fillIn('ada@firm.test', 'password');

    const button = await screen.findByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();
    expect(within(button).getByRole('status', { hidden: true })).toHaveAttribute('data-slot', 'spinner');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();

    answer.resolve(json(401, { detail: 'Incorrect email or password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toBeEnabled();
  });

  it('clears the previous error when submitting again', async () => {
    backend.routes['POST /auth/login'] = () => json(401, { detail: 'Incorrect email or password' });
    renderApp('/auth/login');
    await fillIn('ada@firm.test', 'wrong');
    await screen.findByRole('alert');

    const answer = deferred<Response>();
    backend.routes['POST /auth/login'] = () => answer.promise;
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answer.resolve(json(401, { detail: 'Incorrect email or password' }));
    await screen.findByRole('alert');
  });

  it('goes to Documents after signing in', async () => {
    const { router } = renderApp('/auth/login');
    await fillIn('ada@firm.test', 'password');

    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documents');
    expect(backend.calls('POST /auth/login')[0]?.json()).toEqual({
      username: 'ada@firm.test',
      password: 'password',
    });
  });

  it('sends a signed-in user on to Documents', async () => {
    startSignedIn(user);
    const { router } = renderApp('/auth/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documents');
  });
});

describe('single sign-on on the sign-in page', () => {
  const ssoDomain = (enforced: boolean) => (request: { query: URLSearchParams }) =>
    json(200, { sso: request.query.get('email')?.endsWith('@firm.test') === true, enforced });

  it('offers single sign-on beside the password once the address is entered', async () => {
    backend.routes['GET /auth/sso/lookup'] = ssoDomain(false);
    renderApp('/auth/login');
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText('Email'), 'ada+law@firm.test');
    await events.tab();

    const button = await screen.findByRole('button', { name: 'Continue with single sign-on' });
    expect(backend.calls('GET /auth/sso/lookup')[0]?.query.get('email')).toBe('ada+law@firm.test');
    expect(button).not.toHaveClass('bg-primary');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();

    const navigation = catchPageNavigation();
    await events.click(button);
    expect(navigation).toHaveBeenCalledWith('/auth/sso/start?email=ada%2Blaw%40firm.test');
  });

  it('offers only single sign-on when the firm enforces it', async () => {
    backend.routes['GET /auth/sso/lookup'] = ssoDomain(true);
    renderApp('/auth/login');
    const events = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    await events.type(email, 'ada@firm.test');
    await events.tab();

    const button = await screen.findByRole('button', { name: 'Continue with single sign-on' });
    expect(button).toHaveClass('bg-primary');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();

    // Enter in the email field goes to the provider too.
    const navigation = catchPageNavigation();
    await events.type(email, '{Enter}');
    expect(navigation).toHaveBeenCalledWith('/auth/sso/start?email=ada%40firm.test');
    expect(backend.calls('POST /auth/login')).toHaveLength(0);

    // Another firm's address signs in with its password as before.
    await events.clear(email);
    await events.type(email, 'ada@other.test');
    await events.tab();
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with single sign-on' })).not.toBeInTheDocument();
  });

  it('looks the address up 400 ms after the last keystroke', async () => {
    startFakeClock();
    backend.routes['GET /auth/sso/lookup'] = ssoDomain(false);
    renderApp('/auth/login');
    const events = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await events.type(await screen.findByLabelText('Email'), 'ada@firm.test');

    await advance(SSO_LOOKUP_DELAY_MS - 1);
    expect(backend.calls('GET /auth/sso/lookup')).toHaveLength(0);
    await advance(1);
    expect(backend.calls('GET /auth/sso/lookup')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Continue with single sign-on' })).toBeInTheDocument();
  });

  it('keeps password sign-in when the lookup fails', async () => {
    backend.routes['GET /auth/sso/lookup'] = () => json(503, { detail: 'Unavailable' });
    const { router } = renderApp('/auth/login');
    await fillIn('ada@firm.test', 'password');

    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documents');
    expect(backend.calls('GET /auth/sso/lookup').length).toBeGreaterThan(0);
  });

  it('says why a single sign-on came back without a session', async () => {
    renderApp('/auth/login?sso_error=wrong_domain');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SSO_ERROR_MESSAGES.wrong_domain);
    expect(alert.className).toContain('text-destructive');
  });

  it('shows nothing for a code it does not know', async () => {
    renderApp('/auth/login?sso_error=Your+bank+account+is+locked');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('route guard', () => {
  it('sends a visitor to sign in and back to the page they wanted', async () => {
    const { router } = renderApp('/documents/7/edit?tab=fields');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.state).toEqual({ from: '/documents/7/edit?tab=fields' });

    backend.routes['GET /docs/documents/:id'] = () => json(200, buildDocument({ id: '7', name: 'Lease 7' }));
    await fillIn('ada@firm.test', 'password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lease 7' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documents/7/edit');
    expect(router.state.location.search).toBe('?tab=fields');
  });

  it('ignores a remembered page outside the app', async () => {
    const { router } = renderApp('/auth/login', { from: '//evil.test/phish' });
    await fillIn('ada@firm.test', 'password');
    await screen.findByRole('heading', { level: 1, name: 'Documents' });
    expect(router.state.location.pathname).toBe('/documents');
  });

  it('shows a full-page spinner while the stored session is checked', async () => {
    startSignedIn(user);
    const answer = deferred<Response>();
    backend.routes['GET /users/me'] = () => answer.promise;
    renderApp('/documents');

    expect(screen.getByRole('status', { name: 'Loading your workspace' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Documents' })).not.toBeInTheDocument();
    answer.resolve(json(200, user));
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your workspace' })).not.toBeInTheDocument();
  });

  it('sends a user whose stored session has died to sign in', async () => {
    startSignedIn(user);
    backend.routes['GET /users/me'] = () => json(401, { detail: 'Not authenticated' });
    backend.routes['POST /auth/refresh'] = () => json(401, { detail: 'Your session has expired.' });
    const { router } = renderApp('/documents');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(getAccessToken()).toBeNull();
  });
});

describe('user menu', () => {
  it("shows the user's name, email and role, and signs out", async () => {
    startSignedIn(user);
    backend.routes['POST /auth/logout'] = () => json(204);
    const { router } = renderApp('/documents');
    const events = userEvent.setup();

    await events.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Ada Lovelace');
    expect(menu).toHaveTextContent(user.email);
    expect(menu).toHaveTextContent('Attorney');

    await events.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(backend.calls('POST /auth/logout')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
  });

  it('shows Users in the navigation to admins only', async () => {
    startSignedIn(user);
    renderApp('/documents');
    await screen.findByRole('heading', { level: 1, name: 'Documents' });
    const nav = screen.getByRole('navigation', { name: 'Primary' });
    expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });
});
