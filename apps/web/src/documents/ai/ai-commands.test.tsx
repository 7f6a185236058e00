import { buildContent } from '@lexdraft/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToasts, openEditor, pageEditor } from '@/documents/editor-screen/editor-test-support';
import { buildDocument } from '@/test/document-fixtures';
import { deferred, json, type SeenRequest } from '@/test/fake-backend';
import { useAiAnalysisStore } from './ai-analysis-store';
import { useAiStatusStore } from './ai-status-store';
import { aiRoutes, answer, offlineStatus } from './ai-test-backend';
import { useRewriteStore } from './rewrite-store';

// The seven commands on a selection: the AI button and Ctrl/Cmd+J open the menu, a command the
// firm cannot run is disabled with its reason, and a rewrite is only ever a suggestion under
// review, applied in one undoable step over unchanged text.

vi.setConfig({ testTimeout: 20_000 });

const LETTER = [
  '<p>Dear <span data-merge-field="person.first_name">{{person.first_name}}</span>,</p>',
  '<p>We recieve the documents in the event that you sign.</p>',
].join('');

const FIXED = '<p>We receive the documents in the event that you sign.</p>';

beforeEach(() => {
  useAiStatusStore.getState().reset();
  useAiAnalysisStore.getState().reset();
  useRewriteStore.getState().close();
});
afterEach(dismissToasts);

type CommandHandler = (request: SeenRequest) => Response | Promise<Response>;

async function openLetter(
  options: { status?: ReturnType<typeof offlineStatus>; command?: CommandHandler; template?: boolean } = {},
) {
  const document = buildDocument({
    id: 'doc-1',
    name: 'Welcome letter',
    is_template: options.template ?? false,
    versions: [{ version: 1, content: buildContent(LETTER), created_at: '2025-03-04T15:30:00.000Z' }],
  });
  return openEditor(document, {
    routes: {
      ...aiRoutes({ status: options.status }),
      'POST /docs/documents/:id/ai/commands':
        options.command ??
        ((request) =>
          answer(request, { command: 'fix', suggestion_html: FIXED, source: 'builtin', model: null }, [
            '<p>We receive',
          ])),
    },
  });
}

/** Selects the text of the document's paragraph holding `text`, with the caret's focus in the document. */
function selectParagraph(text: string) {
  const editor = pageEditor();
  let range = { from: 0, to: 0 };
  editor.state.doc.descendants((node, pos) => {
    if (node.isTextblock && node.textContent.includes(text))
      range = { from: pos + 1, to: pos + node.nodeSize - 1 };
  });
  act(() => {
    editor.chain().focus().setTextSelection(range).run();
  });
  return range;
}

const pressCtrlJ = () => fireEvent.keyDown(pageEditor().view.dom, { key: 'j', ctrlKey: true });

async function openMenu() {
  pressCtrlJ();
  return screen.findByRole('menu', { name: 'Rewrite selection' });
}

describe('the AI commands on a selection', () => {
  it('Ctrl+J opens the menu; commands needing a provider are disabled with the reason', async () => {
    await openLetter();
    selectParagraph('recieve');
    const menu = await openMenu();
    const improve = within(menu).getByRole('menuitem', { name: /Improve writing/ });
    await waitFor(() => expect(improve).toHaveAttribute('aria-disabled', 'true'));
    expect(improve).toHaveTextContent('Needs an AI provider (AI_BASE_URL)');
    expect(improve).toHaveAttribute('title', 'Needs an AI provider (AI_BASE_URL)');
    expect(within(menu).getByRole('menuitem', { name: /Fix spelling and grammar/ })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(7);
  });

  it('fix: sends the selection’s HTML, shows the word diff, and Ctrl+Enter applies it in one undo step', async () => {
    const { user, backend } = await openLetter();
    selectParagraph('recieve');
    const before = pageEditor().getHTML();
    const menu = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: /Fix spelling and grammar/ }));

    const review = await screen.findByRole('dialog', { name: 'Fix spelling and grammar' });
    expect(within(review).getByText('recieve', { selector: 'del' })).toBeInTheDocument();
    expect(within(review).getByText('receive', { selector: 'ins' })).toBeInTheDocument();
    expect(within(review).getByText('Built-in rules')).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: /Accept/ })).toHaveFocus();
    const sent = backend.calls('POST /docs/documents/doc-1/ai/commands')[0]!;
    expect(sent.json()).toEqual({
      command: 'fix',
      html: 'We recieve the documents in the event that you sign.',
    });
    expect(pageEditor().getHTML()).toBe(before);

    fireEvent.keyDown(within(review).getByRole('button', { name: /Accept/ }), {
      key: 'Enter',
      ctrlKey: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pageEditor().getHTML()).toContain('<p>We receive the documents in the event that you sign.</p>');
    expect(pageEditor().getHTML()).toContain('data-merge-field="person.first_name"');

    act(() => {
      pageEditor().commands.undo();
    });
    expect(pageEditor().getHTML()).toBe(before);
  });

  it('sends merge fields in the selection as their spans and shows them as chips in the diff', async () => {
    const { user, backend } = await openLetter({
      command: (request) =>
        answer(request, {
          command: 'fix',
          suggestion_html:
            '<p>Dear <span data-merge-field="person.first_name">{{person.first_name}}</span>!</p>',
          source: 'builtin',
          model: null,
        }),
    });
    selectParagraph('Dear');
    await user.click(within(await openMenu()).getByRole('menuitem', { name: /Fix spelling/ }));
    const review = await screen.findByRole('dialog', { name: 'Fix spelling and grammar' });
    expect(backend.calls('POST /docs/documents/doc-1/ai/commands')[0]!.json()).toMatchObject({
      html: 'Dear <span data-merge-field="person.first_name">{{person.first_name}}</span>,',
    });
    const chip = review.querySelector('[data-merge-field="person.first_name"]');
    expect(chip).toHaveTextContent('First Name');
    expect(within(review).getByText(',', { selector: 'del' })).toBeInTheDocument();
  });

  it('Escape rejects the suggestion and leaves the document as it was, with focus back in it', async () => {
    const { user } = await openLetter();
    const range = selectParagraph('recieve');
    const before = pageEditor().getHTML();
    await user.click(within(await openMenu()).getByRole('menuitem', { name: /Fix spelling/ }));
    await screen.findByRole('dialog', { name: 'Fix spelling and grammar' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pageEditor().getHTML()).toBe(before);
    await waitFor(() => expect(pageEditor().view.dom).toHaveFocus());
    expect(pageEditor().state.selection).toMatchObject(range);
  });

  it('does not apply a suggestion over text that changed while it was written', async () => {
    const held = deferred<void>();
    const { user } = await openLetter({
      command: async (request) => {
        await held.promise;
        return answer(request, { command: 'fix', suggestion_html: FIXED, source: 'builtin', model: null });
      },
    });
    const range = selectParagraph('recieve');
    await user.click(within(await openMenu()).getByRole('menuitem', { name: /Fix spelling/ }));
    await screen.findByText('Writing a suggestion…');
    act(() => {
      pageEditor().commands.insertContentAt(range.from + 3, 'often ');
    });
    held.resolve();
    const dialog = await screen.findByRole('dialog', { name: 'Fix spelling and grammar' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The text changed while the suggestion was being written',
    );
    expect(within(dialog).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    expect(pageEditor().getText()).toContain('We often recieve the documents');
  });

  it('translate asks for the language and sends it', async () => {
    const { user, backend } = await openLetter({
      status: offlineStatus({
        provider_configured: true,
        model: 'gpt-4',
        commands: offlineStatus().commands.map((entry) => ({ ...entry, available: true, reason: null })),
      }),
      command: (request) =>
        answer(request, {
          command: 'translate',
          suggestion_html: '<p>Nous recevons les documents si vous signez.</p>',
          source: 'provider',
          model: 'gpt-4',
        }),
    });
    selectParagraph('recieve');
    const menu = await openMenu();
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: /Translate/ })).not.toHaveAttribute('aria-disabled'),
    );
    await user.click(within(menu).getByRole('menuitem', { name: /Translate/ }));
    await user.click(await screen.findByRole('button', { name: 'French' }));
    const review = await screen.findByRole('dialog', { name: 'Translate to French' });
    expect(within(review).getByText('gpt-4')).toBeInTheDocument();
    expect(backend.calls('POST /docs/documents/doc-1/ai/commands')[0]!.json()).toMatchObject({
      command: 'translate',
      target_language: 'French',
    });
  });

  it('shows the server’s reason when a rewrite is refused, and can try again', async () => {
    let refusals = 1;
    const { user } = await openLetter({
      command: (request) =>
        refusals-- > 0
          ? json(422, {
              detail: 'The rewrite dropped the merge field {{person.first_name}}; the original was kept',
            })
          : answer(request, { command: 'fix', suggestion_html: FIXED, source: 'builtin', model: null }),
    });
    selectParagraph('recieve');
    await user.click(within(await openMenu()).getByRole('menuitem', { name: /Fix spelling/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fix spelling and grammar' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'dropped the merge field {{person.first_name}}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: /Accept/ })).toBeInTheDocument();
  });

  // Issue 29, item 5: a rewrite that drops a merge field is refused in the editor too, naming it.
  it('refuses an answer that drops a merge field of the selection, offering nothing to accept', async () => {
    const { user } = await openLetter({
      command: (request) =>
        answer(request, {
          command: 'improve',
          suggestion_html: '<p>Dear client,</p>',
          source: 'provider',
          model: 'gpt-4',
        }),
    });
    selectParagraph('Dear');
    const before = pageEditor().getHTML();
    await user.click(within(await openMenu()).getByRole('menuitem', { name: /Fix spelling/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fix spelling and grammar' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The suggestion dropped {{person.first_name}}; the original was kept',
    );
    expect(within(dialog).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Enter', ctrlKey: true });
    expect(pageEditor().getHTML()).toBe(before);
  });

  it('the AI button on a selection opens the same menu', async () => {
    const { user } = await openLetter();
    selectParagraph('recieve');
    await user.click(await screen.findByRole('button', { name: 'AI commands' }));
    expect(await screen.findByRole('menu', { name: 'Rewrite selection' })).toBeInTheDocument();
  });

  it('offers no commands in a read-only template', async () => {
    await openLetter({ template: true });
    selectParagraph('recieve');
    pressCtrlJ();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'AI commands' })).not.toBeInTheDocument();
  });
});
