import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/api/client';
import type { DocumentSummary } from '@/api/documents';
import { buildDocumentSummary } from '@/test/document-fixtures';
import { fakeBackend, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/session';
import { useDocumentStore } from '../document-store';
import { documentListRoutes } from './document-test-backend';

// Issue 32: the documents list says where a document's client intake stands: "Information
// requested" while the client may answer, "Answers received" once they submitted.

vi.mock('@/documents/document-editor-page', () => ({ DocumentEditorPage: () => <h1>Editor stub</h1> }));

const withIntake = (document: DocumentSummary, status: DocumentSummary['intake_status']) =>
  ({ ...document, intake_status: status }) as DocumentSummary;

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  useDocumentStore.getState().reset();
  const user = buildUser();
  startSignedIn(user);
  fakeBackend({
    ...documentListRoutes(
      [
        withIntake(buildDocumentSummary({ id: 'sent', name: 'Sent lease' }), 'sent'),
        withIntake(buildDocumentSummary({ id: 'started', name: 'Started lease' }), 'in_progress'),
        withIntake(buildDocumentSummary({ id: 'done', name: 'Answered lease' }), 'submitted'),
        withIntake(buildDocumentSummary({ id: 'gone', name: 'Cancelled lease' }), 'cancelled'),
        buildDocumentSummary({ id: 'none', name: 'Never asked' }),
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

describe('the intake badges', () => {
  it('mark requested and answered documents, and nothing else', async () => {
    renderApp('/documents');
    await screen.findByRole('table');
    expect(within(rowOf('Sent lease')).getByText('Information requested')).toBeVisible();
    expect(within(rowOf('Started lease')).getByText('Information requested')).toBeVisible();
    expect(within(rowOf('Answered lease')).getByText('Answers received')).toBeVisible();
    for (const name of ['Cancelled lease', 'Never asked']) {
      expect(within(rowOf(name)).queryByText('Information requested')).toBeNull();
      expect(within(rowOf(name)).queryByText('Answers received')).toBeNull();
    }
  });
});
