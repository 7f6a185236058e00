import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/api/client';
import type { DocumentSummary } from '@/api/documents';
import { buildDocumentSummary } from '@/test/document-fixtures';
import { fakeBackend, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { stubEditorLayout } from '@/test/layout-stubs';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/session';
import { useDocumentStore } from '../document-store';
import { documentListRoutes } from './document-test-backend';

// Issue 16: a document some of whose values the firm's records have changed since shows
// "Out of date" beside its name, the count in its tooltip.

vi.mock('@/documents/document-editor-page', () => ({ DocumentEditorPage: () => <h1>Editor stub</h1> }));

const withStale = (document: DocumentSummary, count: number) =>
  ({ ...document, stale_values_count: count }) as DocumentSummary;

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  useDocumentStore.getState().reset();
  const user = buildUser();
  startSignedIn(user);
  fakeBackend({
    ...documentListRoutes(
      [
        withStale(buildDocumentSummary({ id: 'one', name: 'One change' }), 1),
        withStale(buildDocumentSummary({ id: 'three', name: 'Three changes' }), 3),
        withStale(buildDocumentSummary({ id: 'none', name: 'Up to date' }), 0),
      ],
      { entities: [], owners: [], contacts: [] },
    ),
    'GET /users/me': () => json(200, user),
  });
});

const rowOf = (name: string) => {
  const row = within(screen.getByRole('table')).getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};

describe('the Out of date badge', () => {
  it('marks the documents with stale values and says how many in singular or plural', async () => {
    renderApp('/documents');
    await screen.findByRole('table');

    expect(within(rowOf('One change')).getByText('Out of date')).toHaveTextContent(
      "Out of date: 1 value changed in the firm's records",
    );
    expect(within(rowOf('Three changes')).getByText('Out of date')).toHaveTextContent(
      "Out of date: 3 values changed in the firm's records",
    );
    expect(within(rowOf('Up to date')).queryByText('Out of date')).toBeNull();
  });

  it('shows the count in a tooltip on hover', async () => {
    // Radix places the tip with ResizeObserver, which jsdom lacks.
    stubEditorLayout();
    renderApp('/documents');
    await screen.findByRole('table');

    await userEvent.hover(within(rowOf('Three changes')).getByText('Out of date'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent("3 values changed in the firm's records");
  });
});
