import { buildContent } from '@lexdraft/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HeaderFooterConfig, Letterhead } from '@/api/layout';
import { buildDocument } from '@/test/document-fixtures';
import { deferred, json } from '@/test/fake-backend';
import { dismissToasts, openEditor, pageEditor } from './editor-test-support';
import { assetUrl, DEFAULT_CONFIG, layoutServer } from './layout/layout-test-backend';

// The editor's A4 sheet shows the document's letterhead, header and footer as they print, loaded
// after the text paints, and follows what the settings dialogs save.

// The whole app with the real editor runs in jsdom: slower than a unit test, so a longer limit.
vi.setConfig({ testTimeout: 15_000 });
afterEach(dismissToasts);

const LAYOUT: HeaderFooterConfig = {
  header: {
    enabled: true,
    height: 100,
    backgroundColor: '#1f2a44',
    borderBottom: true,
    logo: { url: assetUrl(2), position: 'right', width: 160 },
  },
  footer: {
    enabled: true,
    height: 60,
    backgroundColor: '#f3f4f6',
    borderTop: false,
    pageNumbers: { enabled: true, position: 'center', format: 'page-x-of-y' },
  },
};
const LETTERHEAD: Letterhead = { image_url: assetUrl(1), position: 'left', width: 400, height: 80 };

/** A saved document whose content holds `letterhead`. */
const documentWith = (letterhead: Letterhead | null) =>
  buildDocument({
    versions: [
      {
        version: 1,
        content: buildContent('<p>Dear client,</p>', {
          metadata: { field_source_refs: {}, custom_fields: [], letterhead },
        }),
        created_at: '2025-03-04T15:30:00.000Z',
      },
    ],
  });

const sheet = () => document.querySelector<HTMLElement>('.lexdraft-page')!;
const slot = (name: string) => document.querySelector<HTMLElement>(`[data-slot="${name}"]`);

describe('the page view', () => {
  it('shows nothing around the text, and fetches nothing more, for a document with no layout', async () => {
    const layout = layoutServer();
    const document = buildDocument();
    const { backend } = await openEditor(document, { routes: layout.routes });
    await waitFor(() =>
      expect(backend.calls(`GET /api/docs/assets/header-footer-config/${document.id}`)).toHaveLength(1),
    );
    // The saved content says it has no letterhead: the server is not asked.
    expect(backend.calls(`GET /docs/documents/${document.id}/letterhead`)).toHaveLength(0);
    expect(slot('page-header')).toBeNull();
    expect(slot('page-footer')).toBeNull();
    expect(slot('page-letterhead')).toBeNull();
    expect(sheet()).not.toHaveClass('has-header');
  });

  it('shows the header, the letterhead above the text and the footer, all at once when loaded', async () => {
    const layout = layoutServer({ config: LAYOUT });
    const answer = deferred<Response>();
    const document = documentWith(LETTERHEAD);
    await openEditor(document, {
      routes: {
        ...layout.routes,
        'GET /api/docs/assets/header-footer-config/:documentId': () => answer.promise,
      },
    });
    // The text first; the letterhead waits for the header and footer, so the sheet changes once.
    expect(pageEditor().getText()).toContain('Dear client,');
    expect(slot('page-letterhead')).toBeNull();
    answer.resolve(json(200, LAYOUT));

    const header = await waitFor(() => {
      const found = slot('page-header');
      if (!found) throw new Error('no header yet');
      return found;
    });
    expect(header.style.height).toBe('calc(100 * var(--page-px))');
    expect(header).toHaveStyle({ backgroundColor: '#1f2a44' });
    expect(within(header).getByRole('img', { name: 'Header logo' })).toHaveAttribute('src', assetUrl(2));
    const letterhead = slot('page-letterhead')!;
    expect(within(letterhead).getByRole('img', { name: 'Letterhead' })).toHaveAttribute('src', assetUrl(1));
    expect(letterhead).toHaveStyle({ textAlign: 'left' });
    // Above the text, not in it.
    expect(pageEditor().view.dom.contains(letterhead)).toBe(false);
    expect(
      letterhead.compareDocumentPosition(pageEditor().view.dom) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(slot('page-footer')).toHaveTextContent('Page 1 of 1');
    // The text's margins grow to fit the bands.
    expect(sheet()).toHaveClass('has-header', 'has-footer');
    expect(sheet().style.getPropertyValue('--page-header')).toBe('100');
    expect(sheet().style.getPropertyValue('--page-footer')).toBe('60');
  });

  it('keeps the cursor where it was when the header or letterhead is clicked', async () => {
    const layout = layoutServer({ config: LAYOUT });
    await openEditor(documentWith(LETTERHEAD), { routes: layout.routes });
    const header = await screen.findByRole('img', { name: 'Header logo' });
    const editor = pageEditor();
    editor.commands.setTextSelection(3);
    // Not taken by the click: the browser's default (moving focus, selecting) is prevented.
    expect(fireEvent.mouseDown(header)).toBe(false);
    expect(fireEvent.mouseDown(screen.getByRole('img', { name: 'Letterhead' }))).toBe(false);
    expect(editor.state.selection.from).toBe(3);
  });

  it('asks the server for the letterhead of a document never saved', async () => {
    const layout = layoutServer({ letterhead: LETTERHEAD });
    const document = buildDocument({ current_version: 0, versions: [] });
    const { backend } = await openEditor(document, { routes: layout.routes });
    expect(await screen.findByRole('img', { name: 'Letterhead' })).toHaveAttribute('src', assetUrl(1));
    expect(backend.calls(`GET /docs/documents/${document.id}/letterhead`)).toHaveLength(1);
  });

  it('shows a letterhead still in the older place, as the export prints it', async () => {
    const layout = layoutServer();
    const document = buildDocument({ metadata: { letterhead: { url: assetUrl(3), position: 'right' } } });
    // The move into the content (spec section 4) is the legacy-letterhead tests' business.
    await openEditor(document, {
      routes: {
        ...layout.routes,
        'PUT /docs/documents/:id/letterhead': () => json(200, { letterhead: null }),
      },
    });
    const image = await screen.findByRole('img', { name: 'Letterhead' });
    expect(image).toHaveAttribute('src', assetUrl(3));
    expect(image).toHaveAttribute('width', '200');
  });

  it('shows them in preview too', async () => {
    const layout = layoutServer({ config: LAYOUT });
    const { user } = await openEditor(documentWith(null), { routes: layout.routes });
    await screen.findByRole('img', { name: 'Header logo' });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(pageEditor().isEditable).toBe(false));
    expect(slot('page-header')).not.toBeNull();
    expect(slot('page-footer')).toHaveTextContent('Page 1 of 1');
  });
});

describe('after the settings dialogs save', () => {
  it('shows the header and footer saved at once, and hides them when turned off', async () => {
    const layout = layoutServer();
    const { user } = await openEditor(documentWith(null), { routes: layout.routes });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Header & Footer Settings' }));
    let dialog = await screen.findByRole('dialog', { name: 'Header & Footer Settings' });
    await user.click(await within(dialog).findByRole('switch', { name: 'Show header' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Footer' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Show footer' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Page number format' }), 'Page 1');
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(await waitFor(() => slot('page-footer') ?? Promise.reject())).toHaveTextContent(/^Page 1$/);
    expect(slot('page-header')!.style.height).toBe(`calc(${DEFAULT_CONFIG.header.height} * var(--page-px))`);

    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Header & Footer Settings' }));
    dialog = await screen.findByRole('dialog', { name: 'Header & Footer Settings' });
    await user.click(await within(dialog).findByRole('switch', { name: 'Show header' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Footer' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Show footer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(slot('page-header')).toBeNull());
    expect(slot('page-footer')).toBeNull();
  });

  it('removes the letterhead at once when Letterhead Settings removes it', async () => {
    const layout = layoutServer({ letterhead: LETTERHEAD });
    const { user } = await openEditor(documentWith(LETTERHEAD), { routes: layout.routes });
    await screen.findByRole('img', { name: 'Letterhead' });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Letterhead Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Letterhead Settings' });
    await user.click(await within(dialog).findByRole('button', { name: /Remove/ }));
    await waitFor(() => expect(slot('page-letterhead')).toBeNull());
    expect(layout.server.letterhead).toBeNull();
  });
});
