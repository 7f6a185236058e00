import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/auth-types';
import { configureApiClient } from '@/api/client';
import type { DocumentSummary, FilterOptions } from '@/api/documents';
import { buildDocument, buildDocumentSummary } from '@/test/document-fixtures';
import { deferred, fakeBackend, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { advance, startSignedIn } from '@/test/session';
import { useDocumentStore } from './document-store';
import { documentListRoutes, lastQuery, sentQueries } from './list/document-test-backend';

// The editor is another screen with calls of its own; here it only has to be reached.
vi.mock('@/documents/document-editor-page', () => ({
  DocumentEditorPage: () => <h1>Editor stub</h1>,
}));

const LIST = '/docs/documents';
const OPTIONS = '/docs/documents/filter-options';

let backend: ReturnType<typeof fakeBackend>;
let documents: DocumentSummary[];

const options: FilterOptions = {
  entities: [
    { value: 'e1', label: 'Harlow Holdings LLC' },
    { value: 'e2', label: 'Marsh Family Trust' },
  ],
  owners: [{ value: 'o1', label: 'Ben Marsh' }],
  contacts: [{ value: 'c1', label: 'Cora Lind' }],
};

function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000).toISOString();
}

function signInAs(who: User) {
  startSignedIn(who);
  backend.routes['GET /users/me'] = () => json(200, who);
}

function rowOf(name: string): HTMLElement {
  const row = within(screen.getByRole('table')).getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

async function openDocuments(path = '/documents') {
  const view = renderApp(path);
  await screen.findByRole('table');
  return view;
}

async function chooseRowAction(name: string, action: 'Open' | 'Delete') {
  const events = userEvent.setup();
  await events.click(within(rowOf(name)).getByRole('button', { name: `Actions for ${name}` }));
  await events.click(await screen.findByRole('menuitem', { name: action }));
  return events;
}

beforeEach(() => {
  documents = [
    buildDocumentSummary({
      id: 'd1',
      name: 'Engagement letter',
      is_draft: true,
      entities: [
        { id: 'e1', name: 'Harlow Holdings LLC' },
        { id: 'e2', name: 'Marsh Family Trust' },
      ],
      entity_ids: ['e1', 'e2'],
      updated_at: minutesAgo(3),
    }),
    buildDocumentSummary({ id: 't1', name: 'Standard NDA', is_template: true }),
    buildDocumentSummary({ id: 'd2', name: 'Board resolution' }),
  ];
  configureApiClient({ baseUrl: '' });
  useDocumentStore.getState().reset();
  backend = fakeBackend(documentListRoutes(documents, options));
  signInAs(buildUser({ first_name: 'Ada', last_name: 'Lovelace' }));
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('Documents list', () => {
  it('lists documents with their badges, linked entities and last change', async () => {
    await openDocuments();
    expect(screen.getByRole('table', { name: 'Documents' })).toBeInTheDocument();

    const letter = rowOf('Engagement letter');
    expect(within(letter).getByRole('link', { name: 'Engagement letter' })).toHaveAttribute(
      'href',
      '/documents/d1/edit',
    );
    expect(within(letter).getByText('Draft')).toBeInTheDocument();
    expect(within(letter).queryByText('Template')).not.toBeInTheDocument();
    expect(letter).toHaveTextContent('Harlow Holdings LLC, Marsh Family Trust');
    expect(letter).toHaveTextContent('3 min ago');

    const nda = rowOf('Standard NDA');
    expect(within(nda).getByText('Template')).toBeInTheDocument();
    expect(within(nda).queryByText('Draft')).not.toBeInTheDocument();
    expect(nda).toHaveTextContent('Mar 4, 2025');
    expect(screen.getByText('3 documents')).toBeInTheDocument();

    expect(lastQuery(LIST)).toEqual({ page: '1', page_size: '25' });
  });

  it('shows skeleton rows until the first page arrives', async () => {
    const answer = deferred<Response>();
    backend.routes['GET /docs/documents'] = () => answer.promise;
    renderApp('/documents');
    expect(await screen.findByRole('list', { name: 'Loading documents' })).toBeInTheDocument();
    expect(screen.queryByText('No documents yet')).not.toBeInTheDocument();

    answer.resolve(json(200, { documents, total: 3, page: 1, page_size: 25 }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Loading documents' })).not.toBeInTheDocument();
  });

  it('says when the firm has no documents yet, offering the first one', async () => {
    documents.length = 0;
    renderApp('/documents');
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New document' })).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the filters match nothing, and clears them', async () => {
    backend.routes['GET /docs/documents'] = () =>
      json(200, { documents: [], total: 0, page: 1, page_size: 25 });
    const { router } = renderApp('/documents?q=zzz');
    expect(await screen.findByText('No documents match your filters')).toBeInTheDocument();

    backend.routes['GET /docs/documents'] =
      documentListRoutes(documents)['GET /docs/documents'] ?? (() => json(500));
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await userEvent.click(clear[clear.length - 1] as HTMLElement);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(lastQuery(LIST)).toEqual({ page: '1', page_size: '25' });
  });

  it("shows the server's message when the list cannot be loaded, with no retry button", async () => {
    backend.routes['GET /docs/documents'] = () => json(500, { detail: 'Database unavailable' });
    renderApp('/documents');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.getByText('Documents could not be loaded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /try again|retry/i })).not.toBeInTheDocument();
    expect(screen.queryByText('No documents yet')).not.toBeInTheDocument();
  });

  it('pages through 25 at a time', async () => {
    const many = Array.from({ length: 25 }, (_, index) => buildDocumentSummary({ id: `p${index}` }));
    backend.routes['GET /docs/documents'] = () =>
      json(200, { documents: many, total: 80, page: 1, page_size: 25 });
    const { router } = await openDocuments();

    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Showing 1–25 of 80');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(lastQuery(LIST)).toMatchObject({ page: '2', page_size: '25' }));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Showing 26–50 of 80'),
    );
    expect(screen.getByRole('table', { name: 'Documents, page 2 of 4' })).toBeInTheDocument();
  });
});

describe('Filters', () => {
  it('searches by name once typing pauses for 300 ms', async () => {
    vi.useFakeTimers();
    const { router } = renderApp('/documents');
    await advance(0);
    expect(screen.getByRole('table')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search documents' }), {
      target: { value: '  lease ' },
    });
    await advance(299);
    expect(sentQueries(LIST).some((query) => query.has('q'))).toBe(false);

    await advance(1);
    expect(lastQuery(LIST)).toEqual({ q: 'lease', page: '1', page_size: '25' });
    expect(router.state.location.search).toBe('?q=lease');
    expect(screen.getByRole('searchbox', { name: 'Search documents' })).toHaveValue('  lease ');
  });

  it('filters by entity and narrows the other options by the choice', async () => {
    const { router } = await openDocuments();
    const entity = screen.getByRole('combobox', { name: 'Entity' });
    await within(entity).findByRole('option', { name: 'Harlow Holdings LLC' });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();

    await userEvent.selectOptions(entity, 'e1');
    await waitFor(() => expect(lastQuery(LIST)).toMatchObject({ entity_id: 'e1' }));
    await waitFor(() => expect(lastQuery(OPTIONS)).toEqual({ entity_id: 'e1' }));
    expect(router.state.location.search).toBe('?entity=e1');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('shows documents only, or the template library', async () => {
    backend.routes['GET /docs/templates'] = () => json(200, { templates: [] });
    await openDocuments();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Templates' }));

    // The Templates tab is the library (template-library.test.tsx), not a page of documents.
    expect(await screen.findByText('No templates yet')).toBeInTheDocument();
    expect(backend.calls('GET /docs/templates')).toHaveLength(1);
    expect(sentQueries(LIST).filter((query) => query.get('is_template') === 'true')).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: 'Documents' }));
    await waitFor(() => expect(lastQuery(LIST)).toMatchObject({ is_template: 'false' }));
  });

  it('reads the filters from the URL, so a reload keeps them', async () => {
    await openDocuments('/documents?q=lease&type=document&entity=e2&owner=o1&page=2');
    expect(lastQuery(LIST)).toEqual({
      q: 'lease',
      is_template: 'false',
      entity_id: 'e2',
      owner_id: 'o1',
      page: '2',
      page_size: '25',
    });
    expect(screen.getByRole('searchbox', { name: 'Search documents' })).toHaveValue('lease');
    expect(screen.getByRole('radio', { name: 'Documents' })).toBeChecked();
    await within(screen.getByRole('combobox', { name: 'Entity' })).findByRole('option', {
      name: 'Marsh Family Trust',
    });
    expect(screen.getByRole('combobox', { name: 'Entity' })).toHaveValue('e2');
    expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveValue('o1');
    expect(screen.getByRole('combobox', { name: 'Contact' })).toHaveValue('');
  });
});

describe('New document', () => {
  it('asks for a name, creates a blank draft and opens it in the editor', async () => {
    const answer = deferred<Response>();
    backend.routes['POST /docs/documents/blank'] = () => answer.promise;
    const { router } = await openDocuments();
    const events = userEvent.setup();

    await events.click(screen.getByRole('button', { name: 'New document' }));
    const dialog = await screen.findByRole('dialog', { name: 'New document' });
    await events.click(within(dialog).getByRole('button', { name: 'Create document' }));
    expect(within(dialog).getByText('Enter a document name')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Document name')).toHaveAttribute('aria-invalid', 'true');

    await events.type(within(dialog).getByLabelText('Document name'), '  Lease for Harlow  ');
    expect(within(dialog).queryByText('Enter a document name')).not.toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Create document' }));

    // The new document is listed first at once, behind the dialog, while the server creates it.
    const table = screen.getByRole('table', { hidden: true });
    const first = within(table).getAllByRole('row', { hidden: true })[1] as HTMLElement;
    expect(first).toHaveTextContent('Lease for Harlow');
    expect(first).toHaveTextContent('Creating…');

    answer.resolve(json(201, buildDocument({ id: 'new-1', name: 'Lease for Harlow', is_draft: true })));
    expect(await screen.findByRole('heading', { name: 'Editor stub' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documents/new-1/edit');
    expect(backend.calls('POST /docs/documents/blank')[0]?.json()).toEqual({ name: 'Lease for Harlow' });
  });

  it('toasts Creation failed with the reason and keeps the dialog', async () => {
    backend.routes['POST /docs/documents/blank'] = () =>
      json(403, { detail: 'You may not create documents' });
    const { router } = await openDocuments();
    const events = userEvent.setup();
    await events.click(screen.getByRole('button', { name: 'New document' }));
    const dialog = await screen.findByRole('dialog', { name: 'New document' });
    await events.type(within(dialog).getByLabelText('Document name'), 'Lease');
    await events.click(within(dialog).getByRole('button', { name: 'Create document' }));

    expect(await screen.findByText('Creation failed')).toBeInTheDocument();
    expect(screen.getByText('You may not create documents')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New document' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { hidden: true })).queryByText('Lease')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documents');
    expect(useDocumentStore.getState().error).toBeNull();
  });
});

describe('Row actions', () => {
  it('opens a document from its menu', async () => {
    const { router } = await openDocuments();
    await chooseRowAction('Board resolution', 'Open');
    expect(await screen.findByRole('heading', { name: 'Editor stub' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documents/d2/edit');
  });

  it('asks before deleting, and Cancel keeps the document', async () => {
    await openDocuments();
    const events = await chooseRowAction('Standard NDA', 'Delete');

    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Document' });
    expect(within(confirm).getByText(/^Are you sure/)).toHaveTextContent(
      /^Are you sure you want to delete "Standard NDA"\? This action cannot be undone\.$/,
    );
    await events.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(rowOf('Standard NDA')).toBeInTheDocument();
    expect(backend.calls('DELETE /docs/documents/t1')).toHaveLength(0);
  });

  it('removes the row at once on Delete, then confirms with a toast', async () => {
    const answer = deferred<Response>();
    backend.routes['DELETE /docs/documents/:id'] = () => answer.promise;
    await openDocuments();
    const events = await chooseRowAction('Standard NDA', 'Delete');
    await events.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryByText('Standard NDA')).not.toBeInTheDocument();
    answer.resolve(json(204));

    expect(await screen.findByText('Document deleted')).toBeInTheDocument();
    expect(backend.calls('DELETE /docs/documents/t1')).toHaveLength(1);
    expect(within(screen.getByRole('table')).queryByText('Standard NDA')).not.toBeInTheDocument();
    expect(screen.getByText('2 documents')).toBeInTheDocument();
  });

  it('reloads a full page after a delete, so the next row moves up', async () => {
    const many = Array.from({ length: 26 }, (_, index) => buildDocumentSummary({ id: `p${index}` }));
    backend.routes['GET /docs/documents'] = () =>
      json(200, { documents: many.slice(0, 25), total: many.length, page: 1, page_size: 25 });
    backend.routes['DELETE /docs/documents/:id'] = (request) => {
      many.splice(
        many.findIndex((document) => document.id === request.params.id),
        1,
      );
      return json(204);
    };
    await openDocuments();
    const name = many[0]?.name ?? '';
    const events = await chooseRowAction(name, 'Delete');
    await events.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    await waitFor(() => expect(sentQueries(LIST)).toHaveLength(2));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('link')).toHaveLength(25));
    expect(screen.getByText('25 documents')).toBeInTheDocument();
  });

  it('puts the row back and toasts Delete failed when the server refuses', async () => {
    backend.routes['DELETE /docs/documents/:id'] = () =>
      json(403, { detail: 'Only the owner may delete this' });
    await openDocuments();
    const events = await chooseRowAction('Standard NDA', 'Delete');
    await events.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.getByText('Only the owner may delete this')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('link');
    expect(rows.map((link) => link.textContent)).toEqual([
      'Engagement letter',
      'Standard NDA',
      'Board resolution',
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Viewers', () => {
  it('see the documents with no New document and no Delete', async () => {
    signInAs(buildUser({ role: 'viewer', permissions: ['*:read'] }));
    await openDocuments();
    expect(screen.queryByRole('button', { name: 'New document' })).not.toBeInTheDocument();

    await userEvent.click(
      within(rowOf('Board resolution')).getByRole('button', { name: 'Actions for Board resolution' }),
    );
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Open' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('see an empty firm with no button to create', async () => {
    signInAs(buildUser({ role: 'viewer', permissions: ['*:read'] }));
    documents.length = 0;
    renderApp('/documents');
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New document' })).not.toBeInTheDocument();
  });
});
