import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Template, TemplateChanges } from '@/api/templates';
import { openDownload } from '@/lib/open-download';
import { buildDocument } from '@/test/document-fixtures';
import { json, type RouteHandler } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { dismissToasts, openEditor } from './editor-test-support';

// A template in the editor: its library fields in Document Info, its Word download, and Use
// Template with or without the entity the new document is for.

// The whole app with the real editor runs in jsdom: slower than a unit test, so a longer limit.
vi.setConfig({ testTimeout: 15_000 });
// A browser navigation to the download link lies outside jsdom: the link it would open is checked.
vi.mock('@/lib/open-download', () => ({ openDownload: vi.fn() }));
afterEach(dismissToasts);
beforeEach(() => vi.mocked(openDownload).mockClear());

const templateDocument = () => buildDocument({ id: 'tpl-1', name: 'Mutual NDA', is_template: true });

function libraryEntry(overrides: Partial<Template> = {}): Template {
  return {
    id: 'tpl-1',
    _id: 'tpl-1',
    document_id: 'tpl-1',
    name: 'Mutual NDA',
    category: 'contracts',
    jurisdiction_code: 'US-CA',
    description: 'Two-way confidentiality',
    tags: ['nda'],
    placeholder_mappings: null,
    has_original_file: false,
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-04T15:30:00.000Z',
    ...overrides,
  };
}

/** The library as the server keeps it: GET lists the entry, PATCH changes it. */
function libraryRoutes(entry: { current: Template }): Record<string, RouteHandler> {
  return {
    'GET /docs/templates/:id': () => json(200, entry.current),
    'PATCH /docs/templates/:id': (request) => {
      const changes = request.json() as TemplateChanges;
      entry.current = {
        ...entry.current,
        ...changes,
        description: changes.description === undefined ? entry.current.description : changes.description,
        updated_at: '2025-03-05T09:00:00.000Z',
      } as Template;
      return json(200, entry.current);
    },
  };
}

async function openDocumentInfo(options: Parameters<typeof openEditor>[1] = {}) {
  const view = await openEditor(templateDocument(), options);
  await view.user.click(screen.getByRole('tab', { name: 'Document Info' }));
  const section = await screen.findByRole('region', { name: 'Template library' });
  return { ...view, section };
}

describe('a template’s library fields in Document Info', () => {
  it('edits category, jurisdiction, description and tags, and saves them with PATCH', async () => {
    const entry = { current: libraryEntry() };
    const { section, user, backend } = await openDocumentInfo({ routes: libraryRoutes(entry) });
    const category = await within(section).findByRole('textbox', { name: 'Category' });
    expect(category).toHaveValue('contracts');
    expect(backend.calls('GET /docs/templates/tpl-1')).toHaveLength(1);
    const save = within(section).getByRole('button', { name: 'Save template details' });
    expect(save).toBeDisabled();

    await user.clear(category);
    await user.type(category, 'Confidentiality');
    const jurisdiction = within(section).getByRole('textbox', { name: 'Jurisdiction code' });
    await user.clear(jurisdiction);
    await user.type(jurisdiction, 'US-NY');
    await user.clear(within(section).getByRole('textbox', { name: 'Description' }));
    const tags = within(section).getByRole('textbox', { name: 'Tags' });
    await user.type(tags, 'mutual{Enter}  {Enter}NDA{Enter}');
    await user.click(within(section).getByRole('button', { name: 'Remove tag nda' }));
    await user.type(tags, 'two-way{Enter}');
    expect(
      within(within(section).getByRole('list', { name: 'Added tags' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['mutual', 'two-way']);
    await user.click(save);

    expect(await screen.findByText('Template saved successfully')).toBeInTheDocument();
    expect(backend.calls('PATCH /docs/templates/tpl-1')[0]?.json()).toEqual({
      category: 'Confidentiality',
      jurisdiction_code: 'US-NY',
      description: null,
      tags: ['mutual', 'two-way'],
    });
    // The form now holds what was saved, with nothing left to save.
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Save template details' })).toBeDisabled(),
    );
    expect(within(section).getByRole('textbox', { name: 'Category' })).toHaveValue('Confidentiality');
  });

  it('shows the server’s reason when it refuses the fields', async () => {
    const entry = { current: libraryEntry() };
    const { section, user } = await openDocumentInfo({
      routes: {
        ...libraryRoutes(entry),
        'PATCH /docs/templates/:id': () =>
          json(422, { detail: 'Invalid request: tags: must hold at most 20 tags' }),
      },
    });
    await user.type(await within(section).findByRole('textbox', { name: 'Tags' }), 'extra{Enter}');
    await user.click(within(section).getByRole('button', { name: 'Save template details' }));

    expect(await screen.findByText('Failed to update template')).toBeInTheDocument();
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Invalid request: tags: must hold at most 20 tags',
    );
    // What was typed stays, to be corrected.
    expect(within(section).getByRole('list', { name: 'Added tags' })).toHaveTextContent('extra');
    expect(within(section).getByRole('button', { name: 'Save template details' })).toBeEnabled();
  });

  it('shows a viewer the fields read-only', async () => {
    const entry = { current: libraryEntry() };
    const { section, backend } = await openDocumentInfo({
      user: buildUser({ role: 'viewer', permissions: [] }),
      routes: libraryRoutes(entry),
    });
    expect(await within(section).findByText('Two-way confidentiality')).toBeInTheDocument();
    expect(section).toHaveTextContent('Contracts');
    expect(section).toHaveTextContent('US-CA');
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Save template details' })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Download Word file' })).toBeInTheDocument();
    expect(backend.calls('PATCH /docs/templates/tpl-1')).toEqual([]);
  });

  it('downloads the template as a Word file', async () => {
    const entry = { current: libraryEntry() };
    const { section, user, backend } = await openDocumentInfo({
      routes: {
        ...libraryRoutes(entry),
        'GET /docs/templates/:id/download-url': () =>
          json(200, {
            download_url: '/docs/templates/tpl-1/download?token=t0k',
            expires_at: '2025-03-04T15:35:00.000Z',
          }),
      },
    });
    await user.click(within(section).getByRole('button', { name: 'Download Word file' }));
    await waitFor(() =>
      expect(openDownload).toHaveBeenCalledWith(
        `${window.location.origin}/docs/templates/tpl-1/download?token=t0k`,
      ),
    );
    expect(backend.calls('GET /docs/templates/tpl-1/download-url')).toHaveLength(1);
  });

  it('is not shown for a document that is not a template', async () => {
    const { user, backend } = await openEditor(buildDocument({ id: 'doc-1' }));
    await user.click(screen.getByRole('tab', { name: 'Document Info' }));
    expect(await screen.findByText('No entities linked')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Template library' })).not.toBeInTheDocument();
    expect(backend.calls('GET /docs/templates')).toEqual([]);
  });
});

describe('Use Template with an entity', () => {
  const created = (id: string, name: string) => buildDocument({ id, name, source_document_id: 'tpl-1' });

  function useTemplateRoutes(): Record<string, RouteHandler> {
    return {
      'POST /docs/documents/generate': () => json(201, created('doc-7', 'NDA for Acme')),
      'POST /docs/documents/create-from-template': () =>
        json(201, { id: 'doc-8', document: created('doc-8', 'NDA copy') }),
      'GET /docs/documents/:id': (request) =>
        json(
          200,
          request.params.id === 'doc-7'
            ? created('doc-7', 'NDA for Acme')
            : request.params.id === 'doc-8'
              ? created('doc-8', 'NDA copy')
              : templateDocument(),
        ),
    };
  }

  it('fills the new document from the chosen entity through generate', async () => {
    const { backend, router, user } = await openEditor(templateDocument(), { routes: useTemplateRoutes() });
    await user.click(screen.getByRole('button', { name: 'Use Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use template' });
    const name = within(dialog).getByRole('textbox', { name: 'Document name' });
    await user.clear(name);
    await user.type(name, 'NDA for Acme');

    await user.click(within(dialog).getByRole('button', { name: /^Entity/ }));
    await user.type(await screen.findByRole('textbox', { name: 'Search entities' }), 'acme');
    expect(screen.queryByText('Birch Family Trust')).not.toBeInTheDocument();
    await user.click(screen.getByText('Acme Holdings LLC'));
    expect(within(dialog).getByRole('button', { name: /^Entity/ })).toHaveTextContent('Acme Holdings LLC');
    expect(dialog).toHaveTextContent(
      'Fields are filled from Acme Holdings LLC, its owners and its contacts.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create document' }));

    expect(await screen.findByText('New document created from template!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents/doc-7/edit'));
    expect(backend.calls('POST /docs/documents/generate')[0]?.json()).toEqual({
      template_id: 'tpl-1',
      entity_id: 'ent-1',
      name: 'NDA for Acme',
    });
    expect(backend.calls('POST /docs/documents/create-from-template')).toEqual([]);
  });

  it('copies the template through create-from-template when no entity is chosen', async () => {
    const { backend, router, user } = await openEditor(templateDocument(), { routes: useTemplateRoutes() });
    await user.click(screen.getByRole('button', { name: 'Use Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use template' });
    expect(within(dialog).getByRole('button', { name: /^Entity/ })).toHaveTextContent('No entity');
    await user.click(within(dialog).getByRole('button', { name: 'Create document' }));

    expect(await screen.findByText('New document created from template!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents/doc-8/edit'));
    expect(backend.calls('POST /docs/documents/create-from-template')[0]?.json()).toEqual({
      source_document_id: 'tpl-1',
      name: 'Mutual NDA',
    });
    expect(backend.calls('POST /docs/documents/generate')).toEqual([]);
  });

  it('says why generating failed and stays', async () => {
    const { router, user } = await openEditor(templateDocument(), {
      routes: {
        ...useTemplateRoutes(),
        'POST /docs/documents/generate': () =>
          json(422, { detail: 'Invalid request: entity_id: unknown record' }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Use Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use template' });
    await user.click(within(dialog).getByRole('button', { name: /^Entity/ }));
    await user.click(await screen.findByText('Birch Family Trust'));
    await user.click(within(dialog).getByRole('button', { name: 'Create document' }));

    expect(await screen.findByText('Creation failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid request: entity_id: unknown record')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documents/tpl-1/edit');
  });
});
