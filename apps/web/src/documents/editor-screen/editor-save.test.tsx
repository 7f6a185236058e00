import { CONTENT_SCHEMA_VERSION } from '@lexdraft/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDocument } from '@/test/document-fixtures';
import { json } from '@/test/fake-backend';
import {
  dismissToasts,
  openEditor,
  pageEditor,
  pressShortcut,
  saveStatus,
  sentChanges,
  typeInDocument,
} from './editor-test-support';

// The whole app with the real editor runs in jsdom: slower than a unit test, so a longer limit.
vi.setConfig({ testTimeout: 15_000 });
afterEach(dismissToasts);

const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('saving', () => {
  it('enables Save after a change and saves the HTML with Ctrl+S on the base version; the server keeps the field values', async () => {
    const document = buildDocument({ id: 'doc-1', current_version: 4 });
    document.versions = [
      {
        version: 4,
        created_at: document.updated_at,
        content: {
          ckeditor_html: '<p>Dear client,</p>',
          placeholders: { 'client.name': 'Client name' },
          merge_field_values: { 'client.name': 'Ada' },
          metadata: { field_source_refs: { 'client.name': 'con-1' }, custom_fields: [] },
          schema_version: CONTENT_SCHEMA_VERSION,
        },
      },
    ];
    const { backend, server } = await openEditor(document);
    expect(saveButton()).toBeDisabled();
    expect(saveStatus()).toHaveTextContent('Saved');

    typeInDocument(' Thank you.');
    expect(saveButton()).toBeEnabled();
    expect(saveStatus()).toHaveTextContent('Unsaved changes');
    expect(pressShortcut('s')).toBe(true);

    expect(await screen.findByText('Document saved successfully')).toBeInTheDocument();
    expect(sentChanges(backend, 'doc-1')).toEqual([
      { base_version: 4, content: { ckeditor_html: '<p>Dear client, Thank you.</p>' } },
    ]);
    expect(server.document.versions[0]?.content).toEqual({
      ckeditor_html: '<p>Dear client, Thank you.</p>',
      placeholders: { 'client.name': 'Client name' },
      merge_field_values: { 'client.name': 'Ada' },
      metadata: { field_source_refs: { 'client.name': 'con-1' }, custom_fields: [] },
      schema_version: '3.0',
    });
    expect(saveStatus()).toHaveTextContent('Saved');
    expect(saveButton()).toBeDisabled();
  });

  it('bases the next save on the version the last one made', async () => {
    const { backend, user } = await openEditor(buildDocument({ id: 'doc-1', current_version: 1 }));
    typeInDocument(' One.');
    await user.click(saveButton());
    await waitFor(() => expect(saveButton()).toBeDisabled());
    typeInDocument(' Two.');
    await user.click(saveButton());
    await waitFor(() => expect(sentChanges(backend, 'doc-1')).toHaveLength(2));
    expect(sentChanges(backend, 'doc-1').map((changes) => changes.base_version)).toEqual([1, 2]);
  });

  it('shows Saving... while the save runs', async () => {
    let release: (response: Response) => void = () => undefined;
    const { user } = await openEditor(buildDocument({ id: 'doc-1' }), {
      routes: {
        'PUT /docs/documents/:id': () =>
          new Promise<Response>((resolve) => {
            release = resolve;
          }),
      },
    });
    typeInDocument(' More.');
    await user.click(saveButton());

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(saveStatus()).toHaveTextContent('Saving...');
    await act(async () => release(json(200, buildDocument({ id: 'doc-1', current_version: 2 }))));
    expect(saveStatus()).toHaveTextContent('Saved');
  });

  it('refuses to save an empty document', async () => {
    const { backend } = await openEditor(buildDocument({ id: 'doc-1' }));
    act(() => {
      pageEditor().commands.setContent('<p></p>', { emitUpdate: true });
    });
    pressShortcut('s');

    expect(await screen.findByText('Cannot save empty document')).toBeInTheDocument();
    expect(sentChanges(backend, 'doc-1')).toEqual([]);
  });

  it('says why a save failed', async () => {
    await openEditor(buildDocument({ id: 'doc-1' }), {
      routes: { 'PUT /docs/documents/:id': () => json(500, { detail: 'Disk full' }) },
    });
    typeInDocument(' More.');
    pressShortcut('s');

    expect(await screen.findByText('Failed to save document: Disk full')).toBeInTheDocument();
    expect(saveStatus()).toHaveTextContent('Unsaved changes');
  });
});

describe('a conflicting change made elsewhere', () => {
  async function openStale() {
    const view = await openEditor(buildDocument({ id: 'doc-1', current_version: 1 }));
    // Someone else saves version 2 after this screen loaded version 1.
    view.server.document = buildDocument({
      id: 'doc-1',
      name: view.server.document.name,
      current_version: 2,
      versions: [
        {
          version: 2,
          content: {
            ckeditor_html: '<p>Their version</p>',
            placeholders: {},
            merge_field_values: {},
            metadata: { field_source_refs: {}, custom_fields: [] },
            schema_version: '3.0',
          },
          created_at: '2025-03-05T08:00:00.000Z',
        },
      ],
    });
    typeInDocument(' My edit.');
    pressShortcut('s');
    const dialog = await screen.findByRole('alertdialog', { name: 'This document changed elsewhere' });
    return { ...view, dialog };
  }

  it('opens the conflict dialog with the server message', async () => {
    const { dialog } = await openStale();
    expect(dialog).toHaveTextContent('The document was changed by someone else since you opened it.');
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Overwrite' })).toBeInTheDocument();
  });

  it('Reload takes the server version and drops the local edit', async () => {
    const { dialog, backend, user } = await openStale();
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));

    await waitFor(() => expect(pageEditor().getHTML()).toBe('<p>Their version</p>'));
    expect(backend.calls('GET /docs/documents/doc-1')).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(saveStatus()).toHaveTextContent('Saved');
  });

  it('Overwrite saves again without base_version', async () => {
    const { dialog, backend, user } = await openStale();
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite' }));

    expect(await screen.findByText('Document saved successfully')).toBeInTheDocument();
    const [first, second] = sentChanges(backend, 'doc-1');
    expect(first?.base_version).toBe(1);
    expect(second).not.toHaveProperty('base_version');
    expect(second?.content?.ckeditor_html).toBe('<p>Dear client, My edit.</p>');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
