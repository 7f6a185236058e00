import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDocument } from '@/test/document-fixtures';
import { json } from '@/test/fake-backend';
import { dismissToasts, openEditor, pageEditor, sentChanges, typeInDocument } from './editor-test-support';

// The whole app with the real editor runs in jsdom: slower than a unit test, so a longer limit.
vi.setConfig({ testTimeout: 15_000 });
afterEach(dismissToasts);

describe('a template', () => {
  it('is read-only, with a banner and a Template badge', async () => {
    await openEditor(buildDocument({ id: 'tpl-1', name: 'NDA', is_template: true }));
    expect(screen.getByText('This is a read-only template')).toBeInTheDocument();
    expect(screen.getByText('Template')).toBeInTheDocument();
    expect(pageEditor().isEditable).toBe(false);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Convert to Template' })).not.toBeInTheDocument();
  });

  it('Use Template creates a document and opens it', async () => {
    const created = buildDocument({ id: 'doc-9', name: 'NDA for Acme', source_document_id: 'tpl-1' });
    const { backend, router, user } = await openEditor(
      buildDocument({ id: 'tpl-1', name: 'NDA', is_template: true }),
      {
        routes: {
          'POST /docs/documents/create-from-template': () => json(201, { id: 'doc-9', document: created }),
          'GET /docs/documents/:id': (request) =>
            request.params.id === 'doc-9'
              ? json(200, created)
              : json(200, buildDocument({ id: 'tpl-1', name: 'NDA', is_template: true })),
        },
      },
    );

    await user.click(screen.getByRole('button', { name: 'Use Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use template' });
    const name = within(dialog).getByRole('textbox', { name: 'Document name' });
    expect(name).toHaveValue('NDA');
    await user.clear(name);
    await user.type(name, 'NDA for Acme');
    await user.click(within(dialog).getByRole('button', { name: 'Create document' }));

    expect(await screen.findByText('New document created from template!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'NDA for Acme' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documents/doc-9/edit');
    expect(backend.calls('POST /docs/documents/create-from-template')[0]?.json()).toEqual({
      source_document_id: 'tpl-1',
      name: 'NDA for Acme',
    });
    expect(pageEditor().isEditable).toBe(true);
  });

  it('says why Use Template failed', async () => {
    const { user } = await openEditor(buildDocument({ id: 'tpl-1', name: 'NDA', is_template: true }), {
      routes: {
        'POST /docs/documents/create-from-template': () => json(500, { detail: 'Template is broken' }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Use Template' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create document' }),
    );

    expect(await screen.findByText('Creation failed')).toBeInTheDocument();
    expect(screen.getByText('Template is broken')).toBeInTheDocument();
  });
});

describe('Convert to Template', () => {
  it('saves pending changes first, converts, then shows the read-only template', async () => {
    const { backend, server, user } = await openEditor(buildDocument({ id: 'doc-1', current_version: 1 }), {
      routes: {
        'POST /docs/documents/:id/convert-to-template': () => {
          server.document = { ...server.document, is_template: true };
          return json(200, server.document);
        },
      },
    });
    typeInDocument(' Final.');
    await user.click(screen.getByRole('button', { name: 'Convert to Template' }));
    // Issue 28: the dialog says what the template will not keep, and nothing happens before Convert.
    const dialog = await screen.findByRole('alertdialog', { name: 'Convert to Template' });
    expect(dialog).toHaveTextContent(
      "The document's own values (typed, from records and from interviews) are not kept; the firm's defaults stay.",
    );
    expect(backend.calls('POST /docs/documents/doc-1/convert-to-template')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));

    expect(await screen.findByText('Document converted to template successfully!')).toBeInTheDocument();
    const order = backend.requests.map((request) => `${request.method} ${request.path}`);
    expect(order.slice(-3)).toEqual([
      'PUT /docs/documents/doc-1',
      'POST /docs/documents/doc-1/convert-to-template',
      'GET /docs/documents/doc-1',
    ]);
    expect(sentChanges(backend, 'doc-1')[0]?.content?.ckeditor_html).toBe('<p>Dear client, Final.</p>');
    expect(screen.getByText('This is a read-only template')).toBeInTheDocument();
    expect(pageEditor().isEditable).toBe(false);
  });

  it('does not convert when the save fails', async () => {
    const { backend, user } = await openEditor(buildDocument({ id: 'doc-1' }), {
      routes: { 'PUT /docs/documents/:id': () => json(500, { detail: 'Disk full' }) },
    });
    typeInDocument(' Final.');
    await user.click(screen.getByRole('button', { name: 'Convert to Template' }));
    await user.click(await screen.findByRole('button', { name: 'Convert' }));

    expect(await screen.findByText('Failed to save document: Disk full')).toBeInTheDocument();
    expect(backend.calls('POST /docs/documents/doc-1/convert-to-template')).toEqual([]);
  });

  it('says why the conversion failed', async () => {
    const { user } = await openEditor(buildDocument({ id: 'doc-1' }), {
      routes: {
        'POST /docs/documents/:id/convert-to-template': () => json(409, { detail: 'Already a template' }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Convert to Template' }));
    await user.click(await screen.findByRole('button', { name: 'Convert' }));

    expect(await screen.findByText('Conversion failed')).toBeInTheDocument();
    expect(screen.getByText('Already a template')).toBeInTheDocument();
  });
});

describe('Delete', () => {
  it('asks with the exact text, deletes and returns to the list', async () => {
    const { backend, router, user } = await openEditor(
      buildDocument({ id: 'doc-1', name: 'Engagement letter' }),
      {
        routes: { 'DELETE /docs/documents/:id': () => json(204) },
      },
    );
    typeInDocument(' Unsaved, but the document is going anyway.');
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Document' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete "Engagement letter"? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Document deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    expect(backend.calls('DELETE /docs/documents/doc-1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
  });

  it('stays and says why the delete failed', async () => {
    const { router, user } = await openEditor(buildDocument({ id: 'doc-1', name: 'Engagement letter' }), {
      routes: { 'DELETE /docs/documents/:id': () => json(403, { detail: 'Not allowed' }) },
    });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.getByText('Not allowed')).toBeInTheDocument();
    // The dialog stays, so the outcome is seen where it was asked for.
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/documents/doc-1/edit');
    expect(screen.getByRole('heading', { level: 1, name: 'Engagement letter' })).toBeInTheDocument();
  });
});
