import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/auth-types';
import { configureApiClient } from '@/api/client';
import type { Template } from '@/api/templates';
import { useDocumentStore } from '@/documents/document-store';
import { openDownload } from '@/lib/open-download';
import { deferred, fakeBackend, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/session';
import { documentListRoutes } from '../list/document-test-backend';

// The documents list's Templates tab: the template library of GET /docs/templates.

// The editor is another screen; here it only has to be reached.
vi.mock('@/documents/document-editor-page', () => ({
  DocumentEditorPage: () => <h1>Editor stub</h1>,
}));
// A browser navigation to the download link lies outside jsdom: the link it would open is checked.
vi.mock('@/lib/open-download', () => ({ openDownload: vi.fn() }));

const TEMPLATES = 'GET /docs/templates';

let backend: ReturnType<typeof fakeBackend>;
let library: Template[];

function buildTemplate(overrides: Partial<Template> & { id: string; name: string }): Template {
  return {
    _id: overrides.id,
    document_id: overrides.id,
    category: 'general',
    jurisdiction_code: '',
    description: null,
    tags: [],
    placeholder_mappings: null,
    has_original_file: false,
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-04T15:30:00.000Z',
    ...overrides,
  };
}

/** The queries GET /docs/templates was sent, as objects. */
const templateQueries = () => backend.calls(TEMPLATES).map((request) => Object.fromEntries(request.query));

function signInAs(who: User) {
  startSignedIn(who);
  backend.routes['GET /users/me'] = () => json(200, who);
}

function rowOf(name: string): HTMLElement {
  const row = within(screen.getByRole('table')).getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

async function openLibrary(search = '') {
  const view = renderApp(`/documents?type=template${search}`);
  await screen.findByRole('table', { name: /Templates/ });
  return { ...view, user: userEvent.setup() };
}

async function chooseRowAction(name: string, action: string) {
  const user = userEvent.setup();
  await user.click(within(rowOf(name)).getByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return user;
}

beforeEach(() => {
  library = [
    buildTemplate({
      id: 't1',
      name: 'Mutual NDA',
      category: 'Contracts',
      jurisdiction_code: 'US-CA',
      description: 'Two-way confidentiality',
      tags: ['nda', 'confidentiality'],
    }),
    buildTemplate({ id: 't2', name: 'Board consent', category: 'corporate', jurisdiction_code: 'US-DE' }),
    buildTemplate({ id: 't3', name: 'Engagement letter' }),
  ];
  configureApiClient({ baseUrl: '' });
  useDocumentStore.getState().reset();
  vi.mocked(openDownload).mockClear();
  backend = fakeBackend({
    ...documentListRoutes([]),
    // The server filters; here the answer is the library narrowed as the server narrows it.
    [TEMPLATES]: (request) => {
      const category = request.query.get('category')?.toLowerCase();
      const jurisdiction = request.query.get('jurisdiction_code')?.toLowerCase();
      const q = request.query.get('q')?.toLowerCase();
      const templates = library.filter(
        (template) =>
          (!category || template.category.toLowerCase() === category) &&
          (!jurisdiction || template.jurisdiction_code.toLowerCase() === jurisdiction) &&
          (!q || template.name.toLowerCase().includes(q)),
      );
      return json(200, { templates });
    },
  });
  signInAs(buildUser({ role: 'attorney', permissions: ['docs:write'] }));
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('Templates tab', () => {
  it('lists the library with each template’s category, jurisdiction, description and tags', async () => {
    await openLibrary();
    const nda = rowOf('Mutual NDA');
    expect(nda).toHaveTextContent('Contracts');
    expect(nda).toHaveTextContent('US-CA');
    expect(nda).toHaveTextContent('Two-way confidentiality');
    expect(within(within(nda).getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(2);
    expect(rowOf('Board consent')).toHaveTextContent('Corporate');
    expect(rowOf('Engagement letter')).toHaveTextContent('General');
    expect(rowOf('Engagement letter')).toHaveTextContent('No jurisdiction');
    expect(within(rowOf('Mutual NDA')).getByRole('link')).toHaveAttribute('href', '/documents/t1/edit');
    expect(screen.getByText('3 templates')).toBeInTheDocument();
    // One request: the unfiltered list gives the filters their choices too.
    expect(templateQueries()).toEqual([{}]);
  });

  it('offers the categories and jurisdictions the library holds, plus All', async () => {
    await openLibrary();
    const category = screen.getByRole('combobox', { name: 'Category' });
    const options = within(category)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['All categories', 'Contracts', 'Corporate', 'General']);
    const jurisdiction = screen.getByRole('combobox', { name: 'Jurisdiction' });
    expect(
      within(jurisdiction)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All jurisdictions', 'US-CA', 'US-DE']);
  });

  it('filters by category and jurisdiction through the server, keeping every choice in the selects', async () => {
    const { router, user } = await openLibrary();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'corporate');

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Mutual NDA' })).not.toBeInTheDocument());
    expect(rowOf('Board consent')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=template&category=corporate');
    expect(templateQueries().at(-1)).toEqual({ category: 'corporate' });
    expect(within(screen.getByRole('combobox', { name: 'Category' })).getAllByRole('option')).toHaveLength(4);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Jurisdiction' }), 'US-DE');
    await waitFor(() =>
      expect(templateQueries().at(-1)).toEqual({ category: 'corporate', jurisdiction_code: 'US-DE' }),
    );
    expect(await screen.findByText('1 template')).toBeInTheDocument();
  });

  it('reads the filters from the URL and asks once more for the selects’ choices', async () => {
    await openLibrary('&category=contracts&q=nda');
    expect(rowOf('Mutual NDA')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search documents' })).toHaveValue('nda');
    await waitFor(() => expect(templateQueries()).toContainEqual({}));
    expect(templateQueries()).toContainEqual({ category: 'contracts', q: 'nda' });
    // The URL's "contracts" is the library's "Contracts": the server ignores case.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Contracts'));
  });

  it('says when no template matches, and clears the filters but stays on the tab', async () => {
    const { router } = renderApp('/documents?type=template&jurisdiction=US-NY');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'No templates match' })).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear.at(-1) as HTMLElement);

    expect(await screen.findByRole('table', { name: 'Templates' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=template');
    expect(screen.getByRole('radio', { name: 'Templates' })).toBeChecked();
  });

  it('says when the library is empty', async () => {
    library.length = 0;
    renderApp('/documents?type=template');
    expect(await screen.findByRole('heading', { name: 'No templates yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('shows skeleton rows until the library answers', async () => {
    const answer = deferred<Response>();
    backend.routes[TEMPLATES] = () => answer.promise;
    renderApp('/documents?type=template');
    expect(await screen.findByRole('list', { name: 'Loading templates' })).toBeInTheDocument();
    expect(screen.queryByText('No templates yet')).not.toBeInTheDocument();
    answer.resolve(json(200, { templates: library }));
    expect(await screen.findByRole('table', { name: 'Templates' })).toBeInTheDocument();
  });

  it('says why the library could not be loaded, with the spec’s default', async () => {
    backend.routes[TEMPLATES] = () => json(500);
    renderApp('/documents?type=template');
    expect(await screen.findByRole('heading', { name: 'Templates could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch templates');
  });

  it('downloads a template as a Word file through a fresh link', async () => {
    backend.routes['GET /docs/templates/:id/download-url'] = (request) =>
      json(200, {
        download_url: `/docs/templates/${request.params.id}/download?token=abc`,
        expires_at: '2025-03-04T15:35:00.000Z',
      });
    await openLibrary();
    await chooseRowAction('Mutual NDA', 'Download Word file');
    await waitFor(() =>
      expect(openDownload).toHaveBeenCalledWith(
        `${window.location.origin}/docs/templates/t1/download?token=abc`,
      ),
    );
  });

  it('says when no download link could be had', async () => {
    backend.routes['GET /docs/templates/:id/download-url'] = () =>
      json(404, { detail: 'Template not found' });
    await openLibrary();
    await chooseRowAction('Mutual NDA', 'Download Word file');
    expect(await screen.findByText('Template not found')).toBeInTheDocument();
    expect(openDownload).not.toHaveBeenCalled();
  });

  it('deletes a template from the library after asking', async () => {
    backend.routes['DELETE /docs/templates/:id'] = (request) => {
      library = library.filter((template) => template.id !== request.params.id);
      return json(204);
    };
    await openLibrary();
    const user = await chooseRowAction('Board consent', 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete template' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Board consent"?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Template deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Board consent' })).not.toBeInTheDocument();
    expect(backend.calls('DELETE /docs/templates/t2')).toHaveLength(1);
  });

  it('offers viewers Open and Download only', async () => {
    signInAs(buildUser({ role: 'viewer', permissions: [] }));
    await openLibrary();
    const user = userEvent.setup();
    await user.click(within(rowOf('Mutual NDA')).getByRole('button', { name: 'Actions for Mutual NDA' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Open', 'Download Word file']);
  });
});
