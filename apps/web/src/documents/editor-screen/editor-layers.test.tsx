import { buildContent } from '@lexdraft/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ValueLayers } from '@/api/value-layers';
import { useValueLayersStore } from '@/merge-fields/value-layers-store';
import { buildDocument } from '@/test/document-fixtures';
import { json } from '@/test/fake-backend';
import { dismissToasts, openEditor } from './editor-test-support';

// Layered values in the whole editor: preview shows a linked record's value where the document has
// none, says so in the chip's tooltip, and follows the links when Edit Relationships changes them.

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => {
  dismissToasts();
  useValueLayersStore.getState().reset();
});

const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;
const layersOf = (name: string, id: string): ValueLayers => ({
  defaults: {},
  records: { 'entity.name': name },
  record_sources: { 'entity.name': { record_type: 'entity', record_id: id, record_name: name } },
});

describe('layered values in the editor', () => {
  it("previews the linked entity's name, and the newly linked one's after Edit Relationships saves", async () => {
    const answers = [
      layersOf('Acme Holdings LLC', '11111111-1111-4111-8111-111111111111'),
      layersOf('Birch Family Trust', '22222222-2222-4222-8222-222222222222'),
    ];
    let served = 0;
    const document = buildDocument({
      id: 'doc-1',
      entity_ids: ['ent-1'],
      entities: [{ id: 'ent-1', name: 'Acme Holdings LLC' }],
      versions: [
        {
          version: 1,
          content: buildContent(`<p>Client ${field('entity.name')}</p>`),
          created_at: '2025-03-04T15:30:00.000Z',
        },
      ],
    });
    const { user, backend } = await openEditor(document, {
      routes: {
        'GET /docs/documents/:id/value-layers': () => json(200, answers[Math.min(served++, 1)]),
      },
    });
    // In preview the page shows the resolved document (issue 30): its chip is the one read.
    const chip = () =>
      within(screen.getByRole('region', { name: 'Document preview' })).getByText(
        (_, element) => element?.getAttribute('data-merge-field') === 'entity.name',
      );

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(chip()).toHaveTextContent('Acme Holdings LLC'));
    expect(chip()).toHaveAttribute('title', 'From the linked entity Acme Holdings LLC · {{entity.name}}');
    await user.click(screen.getByRole('button', { name: /Back to editing/ }));

    await user.click(screen.getByRole('tab', { name: 'Document Info' }));
    await user.click(screen.getByRole('button', { name: 'Edit Relationships' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Relationships' });
    await user.click(within(dialog).getByRole('button', { name: /^Entities/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Birch Family Trust' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Relationships updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(backend.calls('GET /docs/documents/doc-1/value-layers')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(chip()).toHaveTextContent('Birch Family Trust'));
  });
});
