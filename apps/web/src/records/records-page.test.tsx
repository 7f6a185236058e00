import type { EntityDetail } from '@lexdraft/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/auth-types';
import { configureApiClient } from '@/api/client';
import type { RecordItem } from '@/api/records';
import { deferred, fakeBackend, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/session';
import { SHOWN_ROW_ERRORS } from './import-row-errors';

let backend: ReturnType<typeof fakeBackend>;
let entities: RecordItem[];

function buildEntity(overrides: Partial<EntityDetail> = {}): RecordItem {
  return {
    id: `entity-${overrides.name ?? 'x'}`,
    name: 'Harlow Holdings LLC',
    legal_name: null,
    ein: '12-3456789',
    entity_type: 'LLC',
    state_of_formation: 'Delaware',
    date_of_formation: null,
    address: null,
    email: null,
    phone: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

function signInAs(who: User) {
  startSignedIn(who);
  backend.routes['GET /users/me'] = () => json(200, who);
}

const admin = () => buildUser({ role: 'admin', permissions: [] });

beforeEach(() => {
  entities = [
    buildEntity({ id: 'e1', name: 'Harlow Holdings LLC' }),
    buildEntity({ id: 'e2', name: 'Marsh Family Trust', entity_type: 'Trust', ein: null }),
  ];
  configureApiClient({ baseUrl: '' });
  backend = fakeBackend({
    'GET /api/entities': () => json(200, { items: [...entities], total: entities.length }),
  });
  signInAs(admin());
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

function rowOf(name: string): HTMLElement {
  const row = within(screen.getByRole('table')).getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

describe('Records list', () => {
  it('shows a skeleton, then the entities with their details, asking for the first page', async () => {
    const answer = deferred<Response>();
    backend.routes['GET /api/entities'] = () => answer.promise;
    renderApp('/records');
    expect(await screen.findByRole('list', { name: 'Loading entities' })).toBeInTheDocument();
    answer.resolve(json(200, { items: entities, total: 2 }));

    expect(await screen.findByRole('table', { name: 'Entities' })).toBeInTheDocument();
    expect(rowOf('Harlow Holdings LLC')).toHaveTextContent('LLC · 12-3456789');
    expect(screen.getByText('2 entities')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Entities', selected: true })).toBeInTheDocument();
    const [query] = backend.calls('GET /api/entities').map((request) => Object.fromEntries(request.query));
    expect(query).toEqual({ q: '', limit: '25', offset: '0' });
  });

  it('searches by the text typed and switches tabs', async () => {
    backend.routes['GET /api/persons'] = () => json(200, { items: [], total: 0 });
    renderApp('/records');
    await screen.findByRole('table');
    const events = userEvent.setup();
    await events.type(screen.getByRole('searchbox', { name: 'Search entities' }), 'marsh{Enter}');
    await waitFor(() => expect(backend.calls('GET /api/entities').at(-1)?.query.get('q')).toBe('marsh'));

    await events.click(screen.getByRole('tab', { name: 'People' }));
    expect(await screen.findByText('No people yet')).toBeInTheDocument();
    expect(backend.calls('GET /api/persons').at(-1)?.query.get('q')).toBe('');
  });

  it('offers the first record on an empty tab to writers, and nothing to write to viewers', async () => {
    entities = [];
    const view = renderApp('/records');
    expect(await screen.findByText('No entities yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New entity' })).toHaveLength(2);
    view.unmount();

    signInAs(buildUser({ role: 'viewer', permissions: [] }));
    entities = [buildEntity({ id: 'e1', name: 'Harlow Holdings LLC' })];
    renderApp('/records');
    await screen.findByRole('table');
    expect(
      screen.queryByRole('button', { name: /New entity|Import CSV|Edit|Delete/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Records' })).toBeInTheDocument();
  });

  it('tells an attorney or paralegal that the records are read-only for them and who can edit them', async () => {
    const adminView = renderApp('/records');
    await screen.findByRole('table');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    adminView.unmount();

    for (const role of ['attorney', 'paralegal'] as const) {
      signInAs(buildUser({ role, permissions: [] }));
      const view = renderApp('/records');
      await screen.findByRole('table');
      expect(screen.getByRole('note')).toHaveTextContent(
        "You can view the firm's records. Only admins can add, edit, delete or import them.",
      );
      expect(screen.queryByRole('button', { name: /New entity|Import CSV/ })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('says why the list failed and tries again on Retry', async () => {
    backend.routes['GET /api/entities'] = () => json(500, { detail: 'Database unavailable' });
    renderApp('/records');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    backend.routes['GET /api/entities'] = () => json(200, { items: entities, total: 2 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Entities' })).toBeInTheDocument();
  });
});

describe('Records form', () => {
  it("shows the server's 422 under the field it names and keeps what was typed", async () => {
    backend.routes['POST /api/entities'] = () =>
      json(422, { detail: 'Invalid request: ein: must be an EIN like 12-3456789' });
    renderApp('/records');
    await screen.findByRole('table');
    const events = userEvent.setup();
    await events.click(screen.getByRole('button', { name: 'New entity' }));
    const dialog = await screen.findByRole('dialog', { name: 'New entity' });
    await events.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Quill Partners LLC');
    await events.type(within(dialog).getByRole('textbox', { name: 'EIN' }), '123');
    await events.click(within(dialog).getByRole('button', { name: 'Create entity' }));

    const ein = within(dialog).getByRole('textbox', { name: 'EIN' });
    await waitFor(() => expect(ein).toHaveAccessibleDescription('Must be an EIN like 12-3456789'));
    expect(ein).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(ein).toHaveFocus());
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Quill Partners LLC');
    expect(ein).toHaveValue('123');
    expect(backend.calls('POST /api/entities')[0]?.json()).toEqual({
      name: 'Quill Partners LLC',
      ein: '123',
    });
  });
});

describe('Records edit', () => {
  it("sends only the fields changed, then the entity's owners as picked", async () => {
    const detail = { ...entities[0], owners: [], contacts: [] };
    backend.routes['GET /api/entities/:id'] = () => json(200, detail);
    backend.routes['GET /api/persons'] = () =>
      json(200, { items: [{ id: 'p1', full_name: 'Ben Marsh' }], total: 1 });
    backend.routes['GET /api/contacts'] = () => json(200, { items: [], total: 0 });
    backend.routes['PATCH /api/entities/:id'] = () => json(200, detail);
    backend.routes['PUT /api/entities/:id/owners'] = () => json(200, detail);
    renderApp('/records');
    await screen.findByRole('table');
    const events = userEvent.setup();
    await events.click(screen.getByRole('button', { name: 'Edit Harlow Holdings LLC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Harlow Holdings LLC' });
    await events.clear(within(dialog).getByRole('textbox', { name: 'Entity type' }));
    await events.type(within(dialog).getByRole('textbox', { name: 'Legal name' }), 'Harlow Holdings, LLC');
    const owners = await within(dialog).findByRole('button', { name: /Owners/ });
    await waitFor(() => expect(owners).toBeEnabled());
    await events.click(owners);
    await events.click(await screen.findByRole('checkbox', { name: 'Ben Marsh' }));
    await events.keyboard('{Escape}');
    await events.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.calls('PATCH /api/entities/e1')[0]?.json()).toEqual({
      legal_name: 'Harlow Holdings, LLC',
      entity_type: null,
    });
    expect(backend.calls('PUT /api/entities/e1/owners')[0]?.json()).toEqual({ ids: ['p1'] });
    expect(backend.calls('PUT /api/entities/e1/contacts')).toEqual([]);
  });
  it("searches all the firm's people when the owners picker holds only the first of them", async () => {
    const detail = { ...entities[0], owners: [], contacts: [] };
    backend.routes['GET /api/entities/:id'] = () => json(200, detail);
    backend.routes['GET /api/persons'] = (request) =>
      request.query.get('q') === ''
        ? json(200, { items: [{ id: 'p1', full_name: 'Ben Marsh' }], total: 201 })
        : json(200, { items: [{ id: 'p201', full_name: 'Zed Ward' }], total: 1 });
    backend.routes['GET /api/contacts'] = () => json(200, { items: [], total: 0 });
    backend.routes['PUT /api/entities/:id/owners'] = () => json(200, detail);
    renderApp('/records');
    await screen.findByRole('table');
    const events = userEvent.setup();
    await events.click(screen.getByRole('button', { name: 'Edit Harlow Holdings LLC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Harlow Holdings LLC' });
    const owners = await within(dialog).findByRole('button', { name: /Owners/ });
    await waitFor(() => expect(owners).toBeEnabled());
    await events.click(owners);
    await events.type(screen.getByRole('textbox', { name: 'Search people' }), 'zed');
    await events.click(await screen.findByRole('checkbox', { name: 'Zed Ward' }));
    expect(backend.calls('GET /api/persons').at(-1)?.query.get('q')).toBe('zed');
    await events.keyboard('{Escape}');
    expect(within(dialog).getByRole('list', { name: 'Selected people' })).toHaveTextContent('Zed Ward');
    await events.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.calls('PUT /api/entities/e1/owners')[0]?.json()).toEqual({ ids: ['p201'] });
  });
});

describe('Records delete', () => {
  it('asks again when documents use the record, and deletes with force', async () => {
    backend.routes['DELETE /api/entities/:id'] = (request) =>
      request.query.get('force') === 'true'
        ? json(204)
        : json(409, { detail: 'Used by 3 documents', documents_count: 3 });
    renderApp('/records');
    await screen.findByRole('table');
    const events = userEvent.setup();
    await events.click(
      within(rowOf('Harlow Holdings LLC')).getByRole('button', { name: 'Delete Harlow Holdings LLC' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete entity' });
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Used by 3 documents. Their values are kept.',
    );
    entities = entities.filter((entity) => entity.id !== 'e1');
    await events.click(within(dialog).getByRole('button', { name: 'Delete anyway' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(backend.calls('DELETE /api/entities/e1').map((request) => request.query.get('force'))).toEqual([
      null,
      'true',
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Harlow Holdings LLC' })).not.toBeInTheDocument(),
    );
  });
});

describe('Records import', () => {
  it('lists the refused rows, capped, and imports a good file', async () => {
    const errors = Array.from({ length: SHOWN_ROW_ERRORS + 2 }, (_, index) => ({
      row: index + 2,
      field: 'ein',
      message: 'must be an EIN like 12-3456789',
    }));
    backend.routes['POST /api/entities/import'] = () =>
      json(422, { detail: '12 rows were refused; nothing was imported.', errors });
    renderApp('/records');
    await screen.findByRole('table');
    const events = userEvent.setup();
    await events.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import entities' });
    expect(dialog).toHaveTextContent('name,legal_name,ein,entity_type');
    const file = new File(['name,ein\nQuill,123\n'], 'entities.csv', { type: 'text/csv' });
    await events.upload(within(dialog).getByLabelText('CSV file'), file);
    await events.click(within(dialog).getByRole('button', { name: 'Import' }));

    const table = await within(dialog).findByRole('table', { name: 'Refused rows' });
    expect(within(table).getAllByRole('row')).toHaveLength(SHOWN_ROW_ERRORS + 1);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2einmust be an EIN like 12-3456789');
    expect(dialog).toHaveTextContent('And 2 more problems not shown.');
    expect(dialog).toHaveTextContent('12 rows were refused; nothing was imported.');

    backend.routes['POST /api/entities/import'] = () => json(201, { imported: 4 });
    await events.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported 4 entities')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.calls('GET /api/entities').length).toBeGreaterThanOrEqual(2);
  });

  it('says to choose the file again when it changed on disk after it was chosen, and sends nothing', async () => {
    // What Chromium does to a chosen file changed since: reading it fails (and its upload would
    // fail as ERR_UPLOAD_FILE_CHANGED, which fetch reports as a network failure).
    const read = vi.spyOn(FileReader.prototype, 'readAsArrayBuffer').mockImplementation(function (
      this: FileReader,
    ) {
      queueMicrotask(() => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>));
    });
    try {
      renderApp('/records');
      await screen.findByRole('table');
      const events = userEvent.setup();
      await events.click(screen.getByRole('button', { name: 'Import CSV' }));
      const dialog = await screen.findByRole('dialog', { name: 'Import entities' });
      const input = within(dialog).getByLabelText<HTMLInputElement>('CSV file');
      await events.upload(input, new File(['name\nQuill\n'], 'entities.csv', { type: 'text/csv' }));
      await events.click(within(dialog).getByRole('button', { name: 'Import' }));

      expect(
        await within(dialog).findByText('The file changed after you chose it. Choose the file again.'),
      ).toBeInTheDocument();
      expect(dialog).not.toHaveTextContent('Cannot connect to server');
      expect(backend.calls('POST /api/entities/import')).toHaveLength(0);
      expect(input.value).toBe('');
    } finally {
      read.mockRestore();
    }
  });
});
