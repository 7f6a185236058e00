import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { DocumentRecord } from '@/api/documents';
import { useDocumentStore } from '@/documents/document-store';
import { buildDocument } from '@/test/document-fixtures';
import { json } from '@/test/fake-backend';
import { dismissToasts, openEditor, sentChanges } from './editor-test-support';

// The whole app with the real editor runs in jsdom: slower than a unit test, so a longer limit.
vi.setConfig({ testTimeout: 15_000 });
afterEach(dismissToasts);

const linked = () =>
  buildDocument({
    id: 'doc-1',
    entity_ids: ['ent-1'],
    entities: [{ id: 'ent-1', name: 'Acme Holdings LLC' }],
  });

async function openRelationships(routes = {}) {
  const view = await openEditor(linked(), { routes });
  await view.user.click(screen.getByRole('button', { name: 'Edit Relationships' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Relationships' });
  return { ...view, dialog };
}

describe('Edit Relationships', () => {
  it('shows what is linked and enables Save Changes only once something changed', async () => {
    const { dialog, user, backend } = await openRelationships();
    await waitFor(() => expect(backend.calls('GET /docs/documents/filter-options')).toHaveLength(1));
    const save = within(dialog).getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Entities 1 selected' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Owners Select owners...' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /^Owners/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Grace Hopper' }));
    expect(save).toBeEnabled();
    // Unticking it again is no change at all.
    await user.click(screen.getByRole('checkbox', { name: 'Grace Hopper' }));
    expect(save).toBeDisabled();
  });

  it('filters the options by the search box', async () => {
    const { dialog, user } = await openRelationships();
    await user.click(within(dialog).getByRole('button', { name: /^Entities/ }));
    await screen.findByRole('checkbox', { name: 'Birch Family Trust' });
    await user.type(screen.getByRole('textbox', { name: 'Search entities' }), 'birch');
    expect(screen.getByRole('checkbox', { name: 'Birch Family Trust' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Acme Holdings LLC' })).not.toBeInTheDocument();
  });

  it('saves the chosen ids and shows the new links', async () => {
    const { dialog, user, backend } = await openRelationships();
    await user.click(within(dialog).getByRole('button', { name: /^Entities/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Birch Family Trust' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: /^Contacts/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Alan Turing' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Relationships updated successfully')).toBeInTheDocument();
    expect(sentChanges(backend, 'doc-1')).toEqual([
      { entity_ids: ['ent-1', 'ent-2'], owner_ids: [], contact_ids: ['con-1'] },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /Entities/ })).getByText('Birch Family Trust'),
    ).toBeVisible();
    expect(within(screen.getByRole('region', { name: /Contacts/ })).getByText('Alan Turing')).toBeVisible();
  });

  it('says why the save failed and keeps the dialog open', async () => {
    const { dialog, user } = await openRelationships({
      'PUT /docs/documents/:id': () => json(422, { detail: 'Unknown entity' }),
    });
    await user.click(within(dialog).getByRole('button', { name: /^Entities/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Birch Family Trust' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to update relationships: Unknown entity')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Relationships' })).toBeInTheDocument();
  });

  it('says so when the update answers no document', async () => {
    const { dialog, user } = await openRelationships();
    const { updateDocument } = useDocumentStore.getState();
    onTestFinished(() => useDocumentStore.setState({ updateDocument }));
    useDocumentStore.setState({ updateDocument: async () => null as unknown as DocumentRecord });
    await user.click(within(dialog).getByRole('button', { name: /^Owners/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Grace Hopper' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to update relationships - no response')).toBeInTheDocument();
  });

  it('says so when the options cannot be loaded', async () => {
    await openRelationships({
      'GET /docs/documents/filter-options': () => json(500, { detail: 'Boom' }),
    });
    expect(await screen.findByText('Failed to load available options')).toBeInTheDocument();
  });
});
