import { isSuggestChangesEnabled } from '@handlewithcare/prosemirror-suggest-changes';
import { buildContent } from '@lexdraft/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDocument } from '@/test/document-fixtures';
import { json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import {
  buildWriter,
  dismissToasts,
  openEditor,
  pageEditor,
  pressShortcut,
  sentChanges,
  typeInDocument,
} from '../editor-test-support';

// The title bar's Editing / Suggesting / Viewing switch, and what Suggesting records (issue 31),
// on the real editor and schema in jsdom.

vi.setConfig({ testTimeout: 15_000 });
afterEach(dismissToasts);

const WRITER = buildWriter();
// A selection in the editor brings the comments' layer, which lists the document's threads.
const routes = { 'GET /docs/documents/:id/comments': () => json(200, { threads: [] }) };
const letter = (html = '<p>Dear client, welcome.</p>') =>
  buildDocument({
    id: 'doc-s',
    versions: [{ version: 1, content: buildContent(html), created_at: '2025-03-04T15:30:00.000Z' }],
  });

async function chooseMode(user: Awaited<ReturnType<typeof openEditor>>['user'], mode: RegExp) {
  await user.click(screen.getByRole('button', { name: /^Mode:/ }));
  await user.click(await screen.findByRole('menuitemradio', { name: mode }));
}

async function startSuggesting(html?: string) {
  const view = await openEditor(letter(html), { user: WRITER, routes });
  await chooseMode(view.user, /Suggesting/);
  await waitFor(() => expect(isSuggestChangesEnabled(pageEditor().state)).toBe(true));
  return view;
}

/** Selects document text from..to (ProseMirror positions) and presses a key there. */
function pressOver(from: number, to: number, key: 'Backspace' | 'Delete') {
  act(() => {
    pageEditor().chain().focus().setTextSelection({ from, to }).run();
  });
  fireEvent.keyDown(pageEditor().view.dom, { key });
}

const html = () => pageEditor().getHTML();

describe('the mode switch', () => {
  it('starts on Editing and offers the three modes', async () => {
    const { user } = await openEditor(letter(), { user: WRITER, routes });
    expect(screen.getByRole('button', { name: 'Mode: Editing' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mode: Editing' }));
    const modes = await screen.findAllByRole('menuitemradio');
    expect(modes.map((item) => item.textContent)).toEqual(['Editing', 'Suggesting', 'Viewing']);
    expect(modes[0]).toHaveAttribute('aria-checked', 'true');
  });

  it('Viewing makes the page read-only and hides the toolbar; Editing makes it editable again', async () => {
    const { user } = await openEditor(letter(), { user: WRITER, routes });
    await chooseMode(user, /Viewing/);
    expect(pageEditor().isEditable).toBe(false);
    expect(screen.queryByRole('toolbar', { name: 'Formatting' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mode: Viewing' })).toBeInTheDocument();

    await chooseMode(user, /Editing/);
    expect(pageEditor().isEditable).toBe(true);
  });

  it('is not offered to a viewer, whose document stays read-only', async () => {
    await openEditor(letter(), { user: buildUser({ role: 'viewer', permissions: [] }) });
    expect(pageEditor().isEditable).toBe(false);
    expect(screen.queryByRole('button', { name: /^Mode:/ })).not.toBeInTheDocument();
  });
});

describe('Suggesting', () => {
  it('records typing as an insertion by the signed-in user, with the time', async () => {
    await startSuggesting();
    typeInDocument(' Regards');
    expect(html()).toMatch(
      new RegExp(
        `<p>Dear client, welcome\\.<ins data-suggestion="[0-9a-z]{10}" data-author-id="${WRITER.id}" data-author-name="${WRITER.full_name}" data-at="\\d{4}-\\d\\d-\\d\\dT[^"]+Z"> Regards</ins></p>`,
      ),
    );
    // Typing on keeps one insertion (one id, one stamp), not one per keystroke.
    typeInDocument('!');
    expect(html().match(/<ins /g)).toHaveLength(1);
    expect(html()).toContain(' Regards!</ins>');
  });

  it('records a deletion that stays in the text, struck through', async () => {
    await startSuggesting();
    // "client" is at 6..12 ("Dear " fills 1..6).
    pressOver(6, 12, 'Backspace');
    expect(pageEditor().state.doc.textContent).toBe('Dear client, welcome.');
    expect(html()).toMatch(
      new RegExp(
        `Dear <del data-suggestion="[0-9a-z]{10}" data-author-id="${WRITER.id}"[^>]*>client</del>, welcome\\.`,
      ),
    );
  });

  it('records a replaced selection as a deletion and an insertion sharing one id', async () => {
    await startSuggesting();
    act(() => {
      pageEditor().chain().focus().setTextSelection({ from: 6, to: 12 }).insertContent('friend').run();
    });
    const del = html().match(/<del data-suggestion="(\w+)"[^>]*>client<\/del>/);
    const ins = html().match(/<ins data-suggestion="(\w+)"[^>]*>friend<\/ins>/);
    expect(del?.[1]).toBeDefined();
    expect(ins?.[1]).toBe(del?.[1]);
  });

  it('really removes the user’s own pending insertion when it is deleted', async () => {
    await startSuggesting();
    typeInDocument(' PS');
    const end = pageEditor().state.doc.content.size - 1;
    pressOver(end - 3, end, 'Backspace');
    expect(html()).toBe('<p>Dear client, welcome.</p>');
  });

  it('records a merge-field chip inserted, and one deleted, as suggestions', async () => {
    await startSuggesting('<p>Dear <span data-merge-field="client.name">{{client.name}}</span>,</p>');
    // The chip is one position: 6..7.
    pressOver(6, 7, 'Backspace');
    expect(html()).toMatch(/<del data-suggestion="\w+"[^>]*><span data-merge-field="client.name"/);
    act(() => {
      pageEditor()
        .chain()
        .focus('end')
        .insertContent('<span data-merge-field="matter.title">{{matter.title}}</span>')
        .run();
    });
    expect(html()).toMatch(/<ins data-suggestion="\w+"[^>]*><span data-merge-field="matter.title"/);
  });

  it('records Enter as an inserted paragraph break', async () => {
    await startSuggesting();
    act(() => {
      pageEditor().chain().focus().setTextSelection(13).splitBlock().run();
    });
    expect(pageEditor().state.doc.childCount).toBe(2);
    expect(html()).toContain(`data-author-id="${WRITER.id}"`);
    expect(html()).toMatch(/<ins data-suggestion/);
  });

  it('undo takes a suggestion back, redo brings it again', async () => {
    await startSuggesting();
    typeInDocument(' Regards');
    act(() => {
      pageEditor().commands.undo();
    });
    expect(html()).toBe('<p>Dear client, welcome.</p>');
    act(() => {
      pageEditor().commands.redo();
    });
    expect(html()).toContain(' Regards</ins>');
  });

  it('applies formatting directly, and Editing edits the text again', async () => {
    const { user } = await startSuggesting();
    act(() => {
      pageEditor().chain().focus().setTextSelection({ from: 1, to: 5 }).toggleBold().run();
    });
    expect(html()).toBe('<p><strong>Dear</strong> client, welcome.</p>');

    await chooseMode(user, /Editing/);
    await waitFor(() => expect(isSuggestChangesEnabled(pageEditor().state)).toBe(false));
    typeInDocument(' Thanks.');
    expect(html()).toBe('<p><strong>Dear</strong> client, welcome. Thanks.</p>');
  });

  it('saves the suggestion marks with the document', async () => {
    const { backend } = await startSuggesting();
    typeInDocument(' Regards');
    pressShortcut('s');
    await waitFor(() => expect(sentChanges(backend, 'doc-s')).toHaveLength(1));
    const saved = sentChanges(backend, 'doc-s')[0]?.content?.ckeditor_html ?? '';
    expect(saved).toMatch(new RegExp(`<ins data-suggestion="\\w+" data-author-id="${WRITER.id}"`));
  });
});
