import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/api/client';
import { getAccessToken } from '@/api/token-storage';
import { documentListRoutes } from '@/documents/list/document-test-backend';
import { fakeBackend, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { startSignedOut } from '@/test/session';

const invitation = {
  email: 'grace@firm.test',
  role: 'paralegal',
  organization_name: 'Demo Law LLP',
  expires_at: '2030-01-01T00:00:00.000Z',
};

let backend: ReturnType<typeof fakeBackend>;

interface Entries {
  first?: string;
  last?: string;
  password?: string;
  confirmation?: string;
}

async function fillIn({
  first = 'Grace',
  last = 'Hopper',
  password = 'correct horse',
  confirmation,
}: Entries) {
  const events = userEvent.setup();
  await events.type(await screen.findByLabelText('First name'), first);
  await events.type(screen.getByLabelText('Last name'), last);
  await events.type(screen.getByLabelText('Password'), password);
  await events.type(screen.getByLabelText('Confirm password'), confirmation ?? password);
  return events;
}

beforeEach(() => {
  startSignedOut();
  configureApiClient({ baseUrl: '' });
  const user = buildUser({ email: invitation.email, first_name: 'Grace', last_name: 'Hopper' });
  backend = fakeBackend({
    ...documentListRoutes(),
    'POST /auth/invitations/lookup': () => json(200, invitation),
    'POST /auth/register/:token': () => json(201, user),
    'POST /auth/login': () => json(200, { access_token: 'tok', token_type: 'bearer' }),
    'GET /users/me': () => json(200, user),
  });
});

describe('registration by invitation', () => {
  it("looks the invitation up and shows the invited address, read-only, and the firm's name", async () => {
    renderApp('/auth/register/inv-1');
    expect(await screen.findByLabelText('Email')).toHaveValue('grace@firm.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByText('Demo Law LLP')).toBeInTheDocument();
    expect(screen.getByText(/Paralegal role/)).toBeInTheDocument();
    expect(backend.calls('POST /auth/invitations/lookup')[0]?.json()).toEqual({ token: 'inv-1' });
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/auth/login');
  });

  it('registers, signs in with the same credentials and goes to Documents', async () => {
    const { router } = renderApp('/auth/register/inv-1');
    const events = await fillIn({ first: ' Grace ', last: 'Brewster Hopper' });
    await events.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documents');
    expect(backend.calls('POST /auth/register/inv-1')[0]?.json()).toEqual({
      email: 'grace@firm.test',
      password: 'correct horse',
      first_name: 'Grace',
      last_name: 'Brewster Hopper',
      invitation_token: 'inv-1',
    });
    expect(backend.calls('POST /auth/login')[0]?.json()).toEqual({
      username: 'grace@firm.test',
      password: 'correct horse',
    });
    expect(getAccessToken()).toBe('tok');
  });

  it('applies the password rules and keeps the button disabled until every field is valid', async () => {
    renderApp('/auth/register/inv-1');
    const events = await fillIn({ password: 'short', confirmation: 'shorter' });
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();

    await events.clear(screen.getByLabelText('Password'));
    await events.type(screen.getByLabelText('Password'), 'shorter-no-more');
    await events.clear(screen.getByLabelText('Confirm password'));
    await events.type(screen.getByLabelText('Confirm password'), 'shorter-no-more');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();

    await events.clear(screen.getByLabelText('Last name'));
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
  });

  it("shows the server's refusal and signs in only once the account exists", async () => {
    backend.routes['POST /auth/register/:token'] = () =>
      json(422, { detail: 'This password is too common. Choose one that is harder to guess.' });
    renderApp('/auth/register/inv-1');
    const events = await fillIn({ password: 'password1' });
    await events.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common.');
    expect(backend.calls('POST /auth/login')).toHaveLength(0);
  });

  it('does not register twice when signing in afterwards fails', async () => {
    backend.routes['POST /auth/login'] = () => json(500, { detail: 'Try again' });
    renderApp('/auth/register/inv-1');
    const events = await fillIn({});
    await events.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again');

    backend.routes['POST /auth/login'] = () => json(200, { access_token: 'tok', token_type: 'bearer' });
    await events.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { level: 1, name: 'Documents' });
    expect(backend.calls('POST /auth/register/inv-1')).toHaveLength(1);
  });

  it('explains an invalid or expired invitation, with a way back to sign in', async () => {
    backend.routes['POST /auth/invitations/lookup'] = () =>
      json(400, { detail: 'This invitation is invalid or has expired.' });
    renderApp('/auth/register/old');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invitation not valid' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation is invalid or has expired.');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/auth/login');
  });
});
