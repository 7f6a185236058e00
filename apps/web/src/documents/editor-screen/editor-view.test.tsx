import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDocument } from '@/test/document-fixtures';
import { buildUser } from '@/test/fixtures';
import { dismissToasts, openEditor, pageEditor, pressShortcut, saveStatus } from './editor-test-support';

// The whole app with the real editor runs in jsdom: slower than a unit test, so a longer limit.
vi.setConfig({ testTimeout: 15_000 });
afterEach(dismissToasts);

const panel = () => screen.queryByRole('complementary', { name: 'Document panel' });

describe('preview', () => {
  it('Ctrl+P hides the toolbar and locks the page, and toggles back', async () => {
    await openEditor(buildDocument({ id: 'doc-1' }));
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();

    expect(pressShortcut('p')).toBe(true);
    expect(screen.queryByRole('toolbar', { name: 'Formatting' })).not.toBeInTheDocument();
    expect(pageEditor().isEditable).toBe(false);
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');
    expect(saveStatus()).toHaveTextContent('Preview');
    expect(screen.getByRole('button', { name: 'Back to editing' })).toBeInTheDocument();

    pressShortcut('p');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(pageEditor().isEditable).toBe(true);
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('the Preview button toggles it too', async () => {
    const { user } = await openEditor(buildDocument({ id: 'doc-1' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(pageEditor().isEditable).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Back to editing' }));
    expect(pageEditor().isEditable).toBe(true);
  });
});

describe('Ctrl/Cmd+J', () => {
  it('never opens the browser’s downloads from the editor, even where the assistant offers nothing', async () => {
    // A viewer's editor has no rewrite commands, so the assistant leaves the key alone.
    await openEditor(buildDocument({ id: 'doc-1' }), {
      user: buildUser({ role: 'viewer', permissions: [] }),
    });
    expect(pageEditor().isEditable).toBe(false);
    expect(pressShortcut('j')).toBe(true);
  });
});

describe('the right panel', () => {
  it('Ctrl+/ and the button toggle it', async () => {
    const { user } = await openEditor(buildDocument({ id: 'doc-1' }));
    expect(panel()).toBeInTheDocument();

    expect(pressShortcut('/')).toBe(true);
    expect(panel()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(panel()).toBeInTheDocument();
  });

  it('opens on Merge Fields when nothing is linked, showing its empty state', async () => {
    await openEditor(buildDocument({ id: 'doc-1' }));
    expect(screen.getByRole('tab', { name: 'Merge Fields' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('No merge fields found')).toBeInTheDocument();
    expect(screen.getByText(/in the document to insert a merge field/)).toHaveTextContent(
      'Type {{ in the document to insert a merge field.',
    );
  });

  it('Document Info says what is not linked', async () => {
    const { user } = await openEditor(buildDocument({ id: 'doc-1' }));
    await user.click(screen.getByRole('tab', { name: 'Document Info' }));
    expect(screen.getByText('No entities linked')).toBeInTheDocument();
    expect(screen.getByText('No owners linked')).toBeInTheDocument();
    expect(screen.getByText('No contacts linked')).toBeInTheDocument();
  });

  it('opens on Document Info when the document is linked, listing the names', async () => {
    await openEditor(
      buildDocument({
        id: 'doc-1',
        entity_ids: ['ent-1'],
        entities: [{ id: 'ent-1', name: 'Acme Holdings LLC' }],
        owner_ids: ['own-1'],
        owners: [{ id: 'own-1', name: 'Grace Hopper' }],
      }),
    );
    expect(screen.getByRole('tab', { name: 'Document Info' })).toHaveAttribute('aria-selected', 'true');
    const entities = screen.getByRole('region', { name: /Entities/ });
    expect(within(entities).getByText('Acme Holdings LLC')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /Owners/ })).getByText('Grace Hopper'),
    ).toBeInTheDocument();
    expect(screen.getByText('No contacts linked')).toBeInTheDocument();
  });
});

describe('a viewer', () => {
  it('can read but not save, preview, convert, delete, rename or edit', async () => {
    const viewer = buildUser({ role: 'viewer', permissions: [] });
    const { user } = await openEditor(buildDocument({ id: 'doc-1', name: 'Engagement letter' }), {
      user: viewer,
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Engagement letter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Engagement letter' })).not.toBeInTheDocument();
    expect(pageEditor().isEditable).toBe(false);
    expect(screen.queryByRole('toolbar', { name: 'Formatting' })).not.toBeInTheDocument();
    for (const name of ['Save', 'Preview', 'Convert to Template']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(saveStatus()).toHaveTextContent('Read only');

    await user.click(screen.getByRole('tab', { name: 'Document Info' }));
    expect(screen.queryByRole('button', { name: 'Edit Relationships' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More actions' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /Convert to Template/ })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /Save/ })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /Close/ })).toBeInTheDocument();

    // Ctrl+P is the browser's print again: there is no preview to toggle.
    await user.keyboard('{Escape}');
    expect(pressShortcut('p')).toBe(false);
  });
});
