import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/api/client';
import { buildDocumentSummary } from '@/test/document-fixtures';
import { fakeBackend, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/session';
import { useDocumentStore } from '../document-store';
import { documentListRoutes } from './document-test-backend';

// Issue 14: the documents list shows what signing made of a document (Sent, Completed, Declined,
// Voided) beside its name; any other status shows nothing, as spec section 4 has it.

vi.mock('@/documents/document-editor-page', () => ({ DocumentEditorPage: () => <h1>Editor stub</h1> }));

const STATUSES = ['Sent', 'Completed', 'Declined', 'Voided'];

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  useDocumentStore.getState().reset();
  const user = buildUser();
  startSignedIn(user);
  const documents = [
    ...STATUSES.map((status) =>
      buildDocumentSummary({ id: status, name: `${status} letter`, doc_status: status }),
    ),
    buildDocumentSummary({ id: 'draft', name: 'Plain letter', doc_status: 'draft' }),
  ];
  fakeBackend({
    ...documentListRoutes(documents, { entities: [], owners: [], contacts: [] }),
    'GET /users/me': () => json(200, user),
  });
});

const rowOf = (name: string) => {
  const row = within(screen.getByRole('table')).getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};

describe('signing badges in the documents list', () => {
  it('shows Sent, Completed, Declined and Voided from doc_status', async () => {
    renderApp('/documents');
    await screen.findByRole('table');
    for (const status of STATUSES)
      expect(
        within(rowOf(`${status} letter`)).getByText(status, { selector: '[data-slot="badge"]' }),
      ).toBeInTheDocument();
    expect(rowOf('Plain letter').querySelector('[data-slot="badge"]')).toBeNull();
  });
});
