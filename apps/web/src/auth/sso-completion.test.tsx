import { SSO_ERROR_MESSAGES } from '@lexdraft/core';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@/api/auth-types';
import { configureApiClient } from '@/api/client';
import { getAccessToken } from '@/api/token-storage';
import { noLayoutRoutes } from '@/documents/editor-screen/layout/layout-test-backend';
import { documentListRoutes } from '@/documents/list/document-test-backend';
import { mergeFieldRoutes, mergeFieldServer } from '@/merge-fields/merge-field-test-backend';
import { deferred, fakeBackend, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { startSignedOut } from '@/test/session';
import { useAuthStore } from './auth-store';

// /auth/login?sso=complete: the server has set the refresh cookie; the sign-in page takes up the session.

let backend: ReturnType<typeof fakeBackend>;
let user: User;

beforeEach(() => {
  startSignedOut();
  configureApiClient({ baseUrl: '' });
  user = buildUser({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@firm.test' });
  backend = fakeBackend({
    ...documentListRoutes(),
    ...mergeFieldRoutes(mergeFieldServer()),
    ...noLayoutRoutes(),
    'GET /users/me': () => json(200, user),
    'POST /auth/refresh': () => json(200, { access_token: 'sso-token', user }),
  });
});

describe('finishing a single sign-on', () => {
  it('says it is signing in, takes up the session and lands on Documents', async () => {
    const answer = deferred<Response>();
    backend.routes['POST /auth/refresh'] = () => answer.promise;
    const { router } = renderApp('/auth/login?sso=complete');
    expect(await screen.findByRole('status', { name: 'Signing you in' })).toBeInTheDocument();

    answer.resolve(json(200, { access_token: 'sso-token', user }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documents');
    expect(getAccessToken()).toBe('sso-token');
    expect(useAuthStore.getState().user?.email).toBe('ada@firm.test');
    expect(backend.calls('POST /auth/refresh')).toHaveLength(1);
  });

  it('goes back to sign-in with a message when there is no session to take up', async () => {
    backend.routes['POST /auth/refresh'] = () => json(401, { detail: 'Your session has expired.' });
    const { router } = renderApp('/auth/login?sso=complete');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?sso_error=expired');
    expect(screen.getByRole('alert')).toHaveTextContent(SSO_ERROR_MESSAGES.expired);
    expect(getAccessToken()).toBeNull();
  });
});
