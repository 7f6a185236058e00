import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/api/client';
import { fakeBackend, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { startSignedIn, startSignedOut } from '@/test/session';

// Issue 28 point 3: the link mailed to a new address opens /auth/confirm-email?token=...

let backend: ReturnType<typeof fakeBackend>;

beforeEach(() => {
  startSignedOut();
  configureApiClient({ baseUrl: '' });
  backend = fakeBackend({
    'POST /auth/email-change/confirm': () => json(200, { message: 'Your email address has been changed.' }),
    'GET /users/me': () => json(200, buildUser()),
  });
});

describe('/auth/confirm-email', () => {
  it('confirms on a click, not on load (mail scanners open links), signed out', async () => {
    renderApp('/auth/confirm-email?token=the-token');
    const button = await screen.findByRole('button', { name: 'Confirm email address' });
    expect(backend.requests).toHaveLength(0);
    await userEvent.setup().click(button);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email address changed' }),
    ).toBeInTheDocument();
    expect(backend.calls('POST /auth/email-change/confirm')[0]?.json()).toEqual({ token: 'the-token' });
  });

  it('works signed in too, and shows a refused link’s reason', async () => {
    startSignedIn(buildUser());
    backend.routes['POST /auth/email-change/confirm'] = () =>
      json(400, {
        detail: 'This email confirmation link is invalid or has expired. Please request the change again.',
      });
    const { router } = renderApp('/auth/confirm-email?token=old');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm email address' }));
    expect(
      await screen.findByText(
        'This email confirmation link is invalid or has expired. Please request the change again.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/confirm-email');
  });
});
