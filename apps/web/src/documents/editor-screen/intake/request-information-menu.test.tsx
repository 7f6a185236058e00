import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDocument } from '@/test/document-fixtures';
import { json } from '@/test/fake-backend';
import { buildWriter, dismissToasts, openEditor } from '../editor-test-support';

// Request information opens from the editor's More actions, on the document being edited.

vi.setConfig({ testTimeout: 15_000 });
afterEach(dismissToasts);

describe('More actions → Request information', () => {
  it('opens the dialog with the document’s questions and earlier requests', async () => {
    const document = buildDocument();
    const base = `/docs/documents/${document.id}`;
    const opened = await openEditor(document, {
      user: buildWriter(),
      routes: {
        [`GET ${base}/interview`]: () =>
          json(200, {
            questions: [
              {
                id: 'matter',
                label: 'Matter title',
                type: 'text',
                required: true,
                group: 'Custom Fields',
                shown_if: null,
                options: [],
                item_fields: [],
                entity_fills: false,
                sensitive: false,
                filled: false,
              },
            ],
          }),
        [`GET ${base}/intake`]: () => json(200, { requests: [] }),
      },
    });
    await opened.user.click(screen.getByRole('button', { name: 'More actions' }));
    await opened.user.click(await screen.findByRole('menuitem', { name: 'Request information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request information' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Matter title' })).toBeChecked();
    expect(within(dialog).getByText('No requests sent for this document yet.')).toBeVisible();
  });
});
