import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/api/client';
import { useDocumentStore } from '@/documents/document-store';
import { useMergeFieldStore } from '@/merge-fields/merge-field-store';
import { mergeFieldRoutes, mergeFieldServer } from '@/merge-fields/merge-field-test-backend';
import { buildDocument } from '@/test/document-fixtures';
import { deferred, fakeBackend, json } from '@/test/fake-backend';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/session';
import { buildWriter, dismissToasts, pageEditor } from './editor-test-support';
import { noLayoutRoutes } from './layout/layout-test-backend';

// The whole app with the real editor runs in jsdom: slower than a unit test, so a longer limit.
vi.setConfig({ testTimeout: 15_000 });
afterEach(dismissToasts);

function serve(routes: Parameters<typeof fakeBackend>[0]) {
  const user = buildWriter();
  startSignedIn(user);
  configureApiClient({ baseUrl: '' });
  useDocumentStore.getState().reset();
  useMergeFieldStore.getState().reset();
  return fakeBackend({
    'GET /users/me': () => json(200, user),
    ...mergeFieldRoutes(mergeFieldServer()),
    ...noLayoutRoutes(),
    ...routes,
  });
}

describe('loading a document', () => {
  it('shows a skeleton, then the title and the content', async () => {
    const document = buildDocument({ id: 'doc-1', name: 'Engagement letter' });
    const answer = deferred<Response>();
    serve({ 'GET /docs/documents/:id': () => answer.promise });
    renderApp('/documents/doc-1/edit');

    expect(await screen.findByRole('status', { name: 'Loading document' })).toBeInTheDocument();
    answer.resolve(json(200, document));

    expect(await screen.findByRole('heading', { level: 1, name: 'Engagement letter' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading document' })).not.toBeInTheDocument();
    expect(pageEditor().getHTML()).toBe('<p>Dear client,</p>');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
  });

  it('opens empty content as an Untitled Document heading', async () => {
    serve({ 'GET /docs/documents/:id': () => json(200, buildDocument({ id: 'doc-1', versions: [] })) });
    renderApp('/documents/doc-1/edit');
    await screen.findByRole('textbox', { name: 'Document' });
    expect(pageEditor().getHTML()).toContain('Untitled Document');
  });

  it('says why it failed and loads again on Retry', async () => {
    const document = buildDocument({ id: 'doc-1', name: 'Engagement letter' });
    let fail = true;
    const backend = serve({
      'GET /docs/documents/:id': () =>
        fail ? json(500, { detail: 'Database unavailable' }) : json(200, document),
    });
    renderApp('/documents/doc-1/edit');

    expect(await screen.findByText('Error loading document: Database unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Engagement letter' })).toBeInTheDocument();
    expect(backend.calls('GET /docs/documents/doc-1')).toHaveLength(2);
  });
});
