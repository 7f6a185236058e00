import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/api/client';
import { getAccessToken } from '@/api/token-storage';
import { deferred, fakeBackend, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { startSignedIn, startSignedOut } from '@/test/session';
import { useAuthStore } from './auth-store';

let backend: ReturnType<typeof fakeBackend>;

beforeEach(() => {
  configureApiClient({ baseUrl: '', onAuthFailure: () => undefined });
  backend = fakeBackend();
});

describe('login', () => {
  it('stores the token (local storage and 7-day cookie) and the user', async () => {
    startSignedOut();
    const user = buildUser();
    const cookieWrites = vi.spyOn(Document.prototype, 'cookie', 'set');
    backend.routes['POST /auth/login'] = () => json(200, { access_token: 'tok', token_type: 'bearer' });
    backend.routes['GET /users/me'] = () => json(200, user);

    await useAuthStore.getState().login('ada@firm.test', 'secret-password');

    expect(useAuthStore.getState()).toMatchObject({ user, isAuthenticated: true, status: 'idle' });
    expect(getAccessToken()).toBe('tok');
    expect(cookieWrites).toHaveBeenCalledWith(expect.stringContaining('access_token=tok; Max-Age=604800'));
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
  });

  it('stores nothing when the user cannot be fetched', async () => {
    startSignedOut();
    backend.routes['POST /auth/login'] = () => json(200, { access_token: 'tok', token_type: 'bearer' });
    backend.routes['GET /users/me'] = () => json(500);

    await expect(useAuthStore.getState().login('a@b.c', 'x')).rejects.toThrow(
      'Failed to retrieve user data after login',
    );
    expect(getAccessToken()).toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});

describe('logout', () => {
  it('calls the server with the token, then forgets token, user and cookie', async () => {
    startSignedIn(buildUser(), 'tok');
    backend.routes['POST /auth/logout'] = () => json(204);
    await useAuthStore.getState().logout();

    expect(backend.calls('POST /auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(document.cookie).not.toContain('access_token=tok');
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
  });

  it('ignores a failing server call', async () => {
    startSignedIn(buildUser(), 'tok');
    backend.routes['POST /auth/logout'] = () => Promise.reject(new TypeError('fetch failed'));
    await expect(useAuthStore.getState().logout()).resolves.toBeUndefined();
    expect(getAccessToken()).toBeNull();
  });
});

describe('restoreSession', () => {
  it('starts loading when a token is stored and ends signed in with the fetched user', async () => {
    const user = buildUser();
    startSignedIn(buildUser({ id: user.id, full_name: 'Old Name' }));
    expect(useAuthStore.getState().status).toBe('loading');
    backend.routes['GET /users/me'] = () => json(200, user);

    await useAuthStore.getState().restoreSession();
    expect(useAuthStore.getState()).toMatchObject({ user, isAuthenticated: true, status: 'idle' });
  });

  it('keeps the stored user when the server cannot be reached', async () => {
    const stored = buildUser();
    startSignedIn(stored);
    backend.routes['GET /users/me'] = () => Promise.reject(new TypeError('fetch failed'));

    await useAuthStore.getState().restoreSession();
    expect(useAuthStore.getState()).toMatchObject({ user: stored, isAuthenticated: true, status: 'idle' });
  });

  it('signs out when the session is refused', async () => {
    startSignedIn(buildUser());
    backend.routes['GET /users/me'] = () => json(401);
    backend.routes['POST /auth/refresh'] = () => json(401);

    await useAuthStore.getState().restoreSession();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false, status: 'idle' });
    expect(getAccessToken()).toBeNull();
  });
});

describe('updateProfile', () => {
  it('applies the change at once and keeps the saved user', async () => {
    const user = buildUser({ first_name: 'Ada', last_name: 'Lovelace' });
    startSignedIn(user);
    useAuthStore.setState({ user, isAuthenticated: true, status: 'idle' });
    const answer = deferred<Response>();
    backend.routes['PATCH /users/me'] = () => answer.promise;

    const saving = useAuthStore.getState().updateProfile({ last_name: 'King' });
    expect(useAuthStore.getState().user).toMatchObject({ last_name: 'King', full_name: 'Ada King' });

    const saved = {
      ...user,
      last_name: 'King',
      full_name: 'Ada King',
      updated_at: '2025-04-01T00:00:00.000Z',
    };
    answer.resolve(json(200, saved));
    await expect(saving).resolves.toEqual(saved);
    expect(useAuthStore.getState().user).toEqual(saved);
    expect(backend.calls('PATCH /users/me')[0]?.json()).toEqual({ last_name: 'King' });
  });

  it('rolls back and rethrows when the save fails', async () => {
    const user = buildUser({ first_name: 'Ada' });
    startSignedIn(user);
    useAuthStore.setState({ user, isAuthenticated: true, status: 'idle' });
    backend.routes['PATCH /users/me'] = () => json(422, { detail: 'first_name must not be empty' });

    await expect(useAuthStore.getState().updateProfile({ first_name: 'Grace' })).rejects.toThrow(
      'first_name must not be empty',
    );
    expect(useAuthStore.getState().user).toEqual(user);
  });
});
