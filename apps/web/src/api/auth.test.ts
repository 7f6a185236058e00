import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBackend, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { ApiError } from './api-error';
import {
  changePassword,
  changeRole,
  confirmPasswordReset,
  createInvitation,
  deactivateUser,
  getOutbox,
  login,
  logout,
  refresh,
  register,
  requestPasswordReset,
  revokeInvitation,
  splitFullName,
  updateMe,
} from './auth';
import { configureApiClient } from './client';
import { setAccessToken } from './token-storage';

let backend: ReturnType<typeof fakeBackend>;

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  configureApiClient({ baseUrl: '', onAuthFailure: () => undefined });
  backend = fakeBackend();
});

describe('login', () => {
  it('posts username and password as form fields, then fetches the user with the new token', async () => {
    const user = buildUser();
    backend.routes['POST /auth/login'] = () => json(200, { access_token: 'fresh', token_type: 'bearer' });
    backend.routes['GET /users/me'] = () => json(200, user);

    await expect(login('ada@firm.test', 'p&ss word')).resolves.toEqual({ accessToken: 'fresh', user });

    const [sent] = backend.calls('POST /auth/login');
    expect(sent?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(sent?.json()).toEqual({ username: 'ada@firm.test', password: 'p&ss word' });
    expect(backend.calls('GET /users/me')[0]?.headers.get('Authorization')).toBe('Bearer fresh');
  });

  it("rejects with the server's message, else with Login failed", async () => {
    backend.routes['POST /auth/login'] = () => json(401, { detail: 'Incorrect email or password' });
    const refused = await rejection(login('a@b.c', 'x'));
    expect(refused.message).toBe('Incorrect email or password');
    expect(refused.status).toBe(401);

    backend.routes['POST /auth/login'] = () => json(500);
    expect((await rejection(login('a@b.c', 'x'))).message).toBe('Login failed');
  });

  it('says so when the user cannot be fetched after sign-in', async () => {
    backend.routes['POST /auth/login'] = () => json(200, { access_token: 'fresh', token_type: 'bearer' });
    backend.routes['GET /users/me'] = () => json(500, { detail: 'Database down' });
    const error = await rejection(login('a@b.c', 'x'));
    expect(error.message).toBe('Failed to retrieve user data after login');
    expect(error.status).toBe(500);
  });
});

describe('session calls', () => {
  it('refresh returns the new token and user, else Token refresh failed', async () => {
    const user = buildUser();
    backend.routes['POST /auth/refresh'] = () => json(200, { access_token: 'renewed', user });
    await expect(refresh()).resolves.toEqual({ accessToken: 'renewed', user });

    backend.routes['POST /auth/refresh'] = () => json(500);
    expect((await rejection(refresh())).message).toBe('Token refresh failed');
  });

  it('logout sends the given token even when storage no longer has it', async () => {
    backend.routes['POST /auth/logout'] = () => json(204);
    await logout('kept');
    expect(backend.calls('POST /auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer kept');
  });

  it('updateMe patches the profile and changePassword puts both passwords', async () => {
    setAccessToken('t');
    backend.routes['PATCH /users/me'] = (request) => json(200, buildUser(request.json() as object));
    backend.routes['PUT /users/me/password'] = () => json(200, { message: 'Password changed.' });

    await expect(updateMe({ first_name: 'Grace' })).resolves.toMatchObject({ first_name: 'Grace' });
    await changePassword('old-password', 'new-password');

    expect(backend.calls('PUT /users/me/password')[0]?.json()).toEqual({
      current_password: 'old-password',
      new_password: 'new-password',
    });
  });
});

describe('password reset', () => {
  it('requests a link by email, else Password reset request failed', async () => {
    backend.routes['POST /auth/password-reset'] = () => json(200, { message: 'Sent' });
    await requestPasswordReset('ada@firm.test');
    expect(backend.calls('POST /auth/password-reset')[0]?.json()).toEqual({ email: 'ada@firm.test' });

    backend.routes['POST /auth/password-reset'] = () => json(502);
    expect((await rejection(requestPasswordReset('ada@firm.test'))).message).toBe(
      'Password reset request failed',
    );
  });

  it('confirms with confirm_password equal to new_password, else Password reset failed', async () => {
    backend.routes['POST /auth/password-reset/confirm'] = () => json(200, { message: 'Done' });
    await confirmPasswordReset('tok-1', 'correct horse');
    expect(backend.calls('POST /auth/password-reset/confirm')[0]?.json()).toEqual({
      token: 'tok-1',
      new_password: 'correct horse',
      confirm_password: 'correct horse',
    });

    backend.routes['POST /auth/password-reset/confirm'] = () => json(500);
    expect((await rejection(confirmPasswordReset('tok-1', 'correct horse'))).message).toBe(
      'Password reset failed',
    );
  });
});

describe('register', () => {
  it('splits a full name at the first space', () => {
    expect(splitFullName('Ada King Lovelace')).toEqual({ first_name: 'Ada', last_name: 'King Lovelace' });
    expect(splitFullName('  Cher ')).toEqual({ first_name: 'Cher', last_name: '' });
  });

  it('sends first and last names as given, with the invitation token in the path and the body', async () => {
    backend.routes['POST /auth/register/:token'] = () => json(201, buildUser());
    await register('inv 1', {
      email: 'a@firm.test',
      password: 'long-enough',
      first_name: 'Ada',
      last_name: 'L',
    });
    const [sent] = backend.calls('POST /auth/register/inv%201');
    expect(sent?.params.token).toBe('inv 1');
    expect(sent?.json()).toEqual({
      email: 'a@firm.test',
      password: 'long-enough',
      first_name: 'Ada',
      last_name: 'L',
      invitation_token: 'inv 1',
    });
  });

  it('splits full_name when first and last names are not given', async () => {
    backend.routes['POST /auth/register/:token'] = () => json(201, buildUser());
    await register('t', {
      email: 'a@firm.test',
      password: 'long-enough',
      full_name: 'Grace Brewster Hopper',
    });
    expect(backend.calls('POST /auth/register/t')[0]?.json()).toMatchObject({
      first_name: 'Grace',
      last_name: 'Brewster Hopper',
    });
  });
});

describe('administration', () => {
  it('calls the user and invitation endpoints of the contract', async () => {
    setAccessToken('t');
    backend.routes['PATCH /users/:id'] = () => json(200, buildUser({ role: 'viewer' }));
    backend.routes['POST /users/:id/deactivate'] = () => json(200, buildUser({ is_active: false }));
    backend.routes['POST /users/invitations'] = () => json(201, { id: 'i1' });
    backend.routes['DELETE /users/invitations/:id'] = () => json(204);
    backend.routes['GET /organizations/current/outbox'] = () => json(200, { enabled: false, messages: [] });

    await changeRole('u1', 'viewer');
    await deactivateUser('u1');
    await createInvitation('new@firm.test', 'paralegal');
    await expect(revokeInvitation('i1')).resolves.toBeUndefined();
    await expect(getOutbox()).resolves.toEqual({ enabled: false, messages: [] });

    expect(backend.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'PATCH /users/u1',
      'POST /users/u1/deactivate',
      'POST /users/invitations',
      'DELETE /users/invitations/i1',
      'GET /organizations/current/outbox',
    ]);
    expect(backend.requests[0]?.json()).toEqual({ role: 'viewer' });
    expect(backend.requests[2]?.json()).toEqual({ email: 'new@firm.test', role: 'paralegal' });
  });
});
