import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/api/client';
import { noLayoutRoutes } from '@/documents/editor-screen/layout/layout-test-backend';
import { documentListRoutes } from '@/documents/list/document-test-backend';
import { mergeFieldRoutes, mergeFieldServer } from '@/merge-fields/merge-field-test-backend';
import { buildDocument } from '@/test/document-fixtures';
import { fakeBackend, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { startSignedIn, startSignedOut } from '@/test/session';

let backend: ReturnType<typeof fakeBackend>;

beforeEach(() => {
  const user = buildUser();
  startSignedIn(user);
  configureApiClient({ baseUrl: '' });
  backend = fakeBackend({
    ...documentListRoutes(),
    ...mergeFieldRoutes(mergeFieldServer()),
    ...noLayoutRoutes(),
    'GET /users/me': () => json(200, user),
  });
});

describe('routes', () => {
  it('renders the Documents page at /documents', async () => {
    renderApp('/documents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(screen.getByText('No documents yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
  });

  it('redirects / to /documents', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documents');
  });

  it('opens the editor on the document of the id', async () => {
    backend.routes['GET /docs/documents/:id'] = (request) =>
      json(200, buildDocument({ id: request.params.id, name: 'Lease abc' }));
    renderApp('/documents/abc/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lease abc' })).toBeInTheDocument();
  });

  it('sends /auth to the sign-in form', async () => {
    startSignedOut();
    const { router } = renderApp('/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('chooses the reset mode by the token in the query', async () => {
    startSignedOut();
    renderApp('/auth/reset-password?token=');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot password?' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Documents' })).toHaveAttribute('href', '/documents');
  });
});
