import { isSuggestChangesEnabled } from '@handlewithcare/prosemirror-suggest-changes';
import { buildContent } from '@lexdraft/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/auth-types';
import { aiRoutes } from '@/documents/ai/ai-test-backend';
import { useCommentStore } from '@/editor/comments/comment-store';
import { buildDocument } from '@/test/document-fixtures';
import { buildUser } from '@/test/fixtures';
import { dismissToasts, openEditor, pageEditor, pressShortcut, sentChanges } from '../editor-test-support';
import { buildComment, buildThread, commentServer } from './comment-test-backend';

// Issue 31: comment threads in the editor. Comment on a selection (the bubble's button or
// Ctrl/Cmd+Alt+M) posts the thread and puts its mark on the text; the Comments tab lists, answers,
// edits, deletes, resolves and reopens threads; `@` picks a colleague; a viewer only reads.

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => useCommentStore.getState().reset());
afterEach(dismissToasts);

const ME = { id: 'user-me', name: 'Ada Lovelace' };
const writer = () =>
  buildUser({
    id: ME.id,
    first_name: 'Ada',
    last_name: 'Lovelace',
    role: 'attorney',
    permissions: ['docs:write'],
  });

const PEOPLE = [
  { id: 'user-ann', name: 'Ann Lee' },
  { id: 'user-andy', name: 'Andy Roe' },
];

async function openWith(
  html: string,
  options: { user?: User; threads?: Parameters<typeof commentServer>[0]['threads'] } = {},
) {
  const comments = commentServer({ threads: options.threads, people: PEOPLE, author: ME });
  const document = buildDocument({
    id: 'doc-1',
    name: 'Share purchase agreement',
    versions: [{ version: 1, content: buildContent(html), created_at: '2025-03-04T15:30:00.000Z' }],
  });
  const opened = await openEditor(document, {
    user: options.user ?? writer(),
    routes: { ...aiRoutes(), ...comments.routes },
  });
  return { ...opened, comments };
}

/** Selects `text` in the document with the focus there, as a user dragging over it would. */
function selectText(text: string) {
  const editor = pageEditor();
  let range = { from: 0, to: 0 };
  // Within one paragraph of plain text (marks split it into text nodes; positions run on).
  editor.state.doc.descendants((node, pos) => {
    const at = node.isTextblock ? node.textContent.indexOf(text) : -1;
    if (at >= 0 && range.to === 0) range = { from: pos + 1 + at, to: pos + 1 + at + text.length };
  });
  act(() => {
    editor.chain().focus().setTextSelection(range).run();
  });
  return range;
}

const threadCard = (quote: string) => screen.getByRole('article', { name: `Comment thread on “${quote}”` });
const openCommentsTab = async (user: Awaited<ReturnType<typeof openWith>>['user']) => {
  await user.click(screen.getByRole('tab', { name: 'Comments' }));
  return screen.findByRole('list', { name: 'Comment threads' });
};

describe('starting a thread', () => {
  it('Comment on a selection posts the quote and body, marks the text, and the save stores the mark', async () => {
    const { user, backend } = await openWith('<p>The buyer pays the price.</p>');
    selectText('buyer pays');
    await user.click(await screen.findByRole('button', { name: 'Comment' }));

    const composer = await screen.findByRole('region', { name: 'New comment' });
    expect(within(composer).getByText('buyer pays')).toBeInTheDocument();
    await user.type(within(composer).getByRole('combobox', { name: 'Comment' }), 'Is this the net price?');
    await user.click(within(composer).getByRole('button', { name: 'Post' }));

    await waitFor(() =>
      expect(pageEditor().getHTML()).toContain(
        'The <span data-comment="thread-1">buyer pays</span> the price.',
      ),
    );
    expect(backend.calls('POST /docs/documents/doc-1/comments').map((call) => call.json())).toEqual([
      { quote: 'buyer pays', body: 'Is this the net price?' },
    ]);
    const card = threadCard('buyer pays');
    expect(within(card).getByText('Is this the net price?')).toBeInTheDocument();
    // Anchored in this page: not detached, though the saved version does not hold the mark yet.
    expect(within(card).queryByText('Detached')).not.toBeInTheDocument();
    expect(document.querySelector('style[data-comment-highlight]')?.textContent).toContain(
      'span[data-comment="thread-1"]',
    );

    pressShortcut('s');
    await waitFor(() => expect(sentChanges(backend, 'doc-1')).toHaveLength(1));
    expect(sentChanges(backend, 'doc-1')[0]?.content?.ckeditor_html).toContain(
      '<span data-comment="thread-1">buyer pays</span>',
    );
  });

  it('Ctrl+Alt+M opens the composer on the selection; overlapping threads keep both marks', async () => {
    const { user } = await openWith('<p>The buyer <span data-comment="thread-0">pays the</span> price.</p>', {
      threads: [buildThread({ id: 'thread-0', quote: 'pays the', comments: [buildComment({ id: 'c-0' })] })],
    });
    selectText('buyer pays');
    await screen.findByRole('button', { name: 'Comment' });
    fireEvent.keyDown(pageEditor().view.dom, { key: 'm', code: 'KeyM', ctrlKey: true, altKey: true });

    const composer = await screen.findByRole('region', { name: 'New comment' });
    expect(screen.getByRole('tab', { name: 'Comments' })).toHaveAttribute('aria-selected', 'true');
    await user.type(within(composer).getByRole('combobox', { name: 'Comment' }), 'Overlap');
    fireEvent.keyDown(within(composer).getByRole('combobox', { name: 'Comment' }), {
      key: 'Enter',
      ctrlKey: true,
    });

    await waitFor(() => expect(pageEditor().getHTML()).toContain('data-comment="thread-1"'));
    // "pays" carries both threads.
    const threadsOnPays: string[] = [];
    pageEditor().state.doc.descendants((node) => {
      if (node.isText && node.text?.startsWith('pays'))
        for (const mark of node.marks) threadsOnPays.push(String(mark.attrs.threadId));
    });
    expect(threadsOnPays.sort()).toEqual(['thread-0', 'thread-1']);
  });

  it('in Suggesting mode the comment mark is added as it is, not as a suggestion', async () => {
    const { user } = await openWith('<p>The buyer pays the price.</p>');
    await user.click(screen.getByRole('button', { name: /^Mode:/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Suggesting/ }));
    await waitFor(() => expect(isSuggestChangesEnabled(pageEditor().state)).toBe(true));
    selectText('price');
    await user.click(await screen.findByRole('button', { name: 'Comment' }));
    await user.type(await screen.findByRole('combobox', { name: 'Comment' }), 'Net?');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() =>
      expect(pageEditor().getHTML()).toBe(
        '<p>The buyer pays the <span data-comment="thread-1">price</span>.</p>',
      ),
    );
  });
});

describe('the Comments tab', () => {
  const HTML =
    '<p>The <span data-comment="t-open">buyer</span> pays the <span data-comment="t-done">price</span>.</p>';
  const threads = () => [
    buildThread({
      id: 't-open',
      quote: 'buyer',
      comments: [
        buildComment({ id: 'c-mine', author: ME, body: 'Who is the buyer?' }),
        buildComment({ id: 'c-other', body: 'Acme, see @[Ann Lee](user:user-ann)' }),
      ],
    }),
    buildThread({
      id: 't-done',
      quote: 'price',
      resolved: true,
      resolved_by: { id: 'user-other', name: 'Ben Marsh' },
      comments: [buildComment({ id: 'c-done', body: 'Price agreed' })],
    }),
    buildThread({
      id: 't-gone',
      quote: 'old clause',
      external: true,
      comments: [
        buildComment({ id: 'c-word', author: { id: null, name: 'Counsel (Word)' }, body: 'From Word' }),
      ],
    }),
  ];

  it('lists open threads in order, hides resolved ones behind the filter, and marks detached and external ones', async () => {
    const { user } = await openWith(HTML, { threads: threads() });
    const list = await openCommentsTab(user);
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('data-thread-id')),
    ).toEqual(['t-open', 't-gone']);
    const mention = within(threadCard('buyer')).getByText('@Ann Lee');
    expect(mention).toHaveClass('comment-mention');
    const gone = threadCard('old clause');
    expect(within(gone).getByText('Detached')).toBeInTheDocument();
    expect(within(gone).getByText('External')).toBeInTheDocument();
    expect(within(threadCard('buyer')).queryByText('Detached')).not.toBeInTheDocument();
    // Open threads' text is highlighted, resolved ones' not.
    const css = document.querySelector('style[data-comment-highlight]')?.textContent ?? '';
    expect(css).toContain('span[data-comment="t-open"]');
    expect(css).not.toContain('t-done');

    await user.click(screen.getByRole('switch', { name: /Show resolved/ }));
    const done = threadCard('price');
    expect(within(done).getByText('Resolved by Ben Marsh')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(within(done).queryByText(/Resolved/)).not.toBeInTheDocument());
    await user.click(within(threadCard('buyer')).getByRole('button', { name: 'Resolve' }));
    await user.click(screen.getByRole('switch', { name: /Show resolved/ }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: /on “buyer”/ })).not.toBeInTheDocument(),
    );
  });

  it('replies, edits and deletes one’s own comment; others’ comments have no Edit or Delete', async () => {
    const { user, backend, comments } = await openWith(HTML, { threads: threads() });
    await openCommentsTab(user);
    const card = threadCard('buyer');

    await user.click(within(card).getByRole('button', { name: 'Reply' }));
    await user.type(within(card).getByRole('combobox', { name: 'Reply' }), 'Thanks');
    await user.click(within(card).getByRole('button', { name: 'Reply' }));
    expect(await within(card).findByText('Thanks')).toBeInTheDocument();
    expect(backend.calls('POST /docs/documents/doc-1/comments/t-open/replies')[0]?.json()).toEqual({
      body: 'Thanks',
    });

    const items = within(card).getAllByRole('listitem');
    expect(within(items[1]!).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    await user.click(within(items[0]!).getByRole('button', { name: 'Edit' }));
    const editBox = within(card).getByRole('combobox', { name: 'Edit comment' });
    await user.clear(editBox);
    await user.type(editBox, 'Who buys?');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(card).queryByRole('combobox', { name: 'Edit comment' })).not.toBeInTheDocument(),
    );
    expect(within(card).getByText('Who buys?')).toBeInTheDocument();
    expect(within(card).getByText(/\(edited\)/)).toBeInTheDocument();
    expect(backend.calls('PATCH /docs/documents/doc-1/comments/t-open/replies/c-mine')[0]?.json()).toEqual({
      body: 'Who buys?',
    });

    await user.click(
      within(within(card).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Delete' }),
    );
    await user.click(within(card).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(within(card).queryByText('Who buys?')).not.toBeInTheDocument());
    expect(comments.server.threads[0]?.comments.map((comment) => comment.id)).toEqual([
      'c-other',
      'comment-1',
    ]);
  });

  it('a thread’s quote selects its text in the editor; a click on commented text makes its thread active', async () => {
    const { user } = await openWith(HTML, { threads: threads() });
    await openCommentsTab(user);
    await user.click(within(threadCard('buyer')).getByRole('button', { name: 'buyer' }));
    const { from, to } = pageEditor().state.selection;
    expect(pageEditor().state.doc.textBetween(from, to)).toBe('buyer');
    expect(threadCard('buyer')).toHaveAttribute('aria-current', 'true');
    expect(document.querySelector('style[data-comment-highlight]')?.textContent).toContain(
      'span[data-comment="t-open"] { background-color: var(--comment-highlight-active)',
    );

    // A click on "price" (resolved, hidden by the filter) shows its thread anyway.
    const view = pageEditor().view;
    let pricePos = 0;
    view.state.doc.descendants((node, pos) => {
      if (node.isText && node.text === 'price') pricePos = pos + 1;
    });
    act(() => {
      view.someProp('handleClick', (handle) => handle(view, pricePos, new MouseEvent('click')));
    });
    expect(await screen.findByRole('article', { name: 'Comment thread on “price”' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

describe('mentions', () => {
  it('@ opens the picker; arrows and Enter pick; what is posted is the stored syntax', async () => {
    const { user, backend } = await openWith('<p>The buyer pays the price.</p>');
    selectText('price');
    await user.click(await screen.findByRole('button', { name: 'Comment' }));
    const box = await screen.findByRole('combobox', { name: 'Comment' });

    await user.type(box, 'Ask @an');
    const picker = await screen.findByRole('listbox', { name: 'Mention a colleague' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ann Lee', 'Andy Roe']);
    expect(backend.calls('GET /docs/documents/doc-1/comments/people').at(-1)?.query.get('q')).toBe('an');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(within(picker).getByRole('option', { name: 'Andy Roe' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box).toHaveValue('Ask @Andy Roe ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(box, 'and @');
    await screen.findByRole('listbox', { name: 'Mention a colleague' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'New comment' })).toBeInTheDocument();
    await user.type(box, 'nn');
    await screen.findByRole('listbox', { name: 'Mention a colleague' });
    fireEvent.keyDown(box, { key: 'Tab' });
    expect(box).toHaveValue('Ask @Andy Roe and @Ann Lee ');

    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(backend.calls('POST /docs/documents/doc-1/comments')).toHaveLength(1));
    expect(backend.calls('POST /docs/documents/doc-1/comments')[0]?.json()).toEqual({
      quote: 'price',
      body: 'Ask @[Andy Roe](user:user-andy) and @[Ann Lee](user:user-ann)',
    });
  });
});

describe('a viewer', () => {
  const HTML = '<p>The <span data-comment="t-open">buyer</span> pays.</p>';
  const threads = () => [
    buildThread({ id: 't-open', quote: 'buyer', comments: [buildComment({ id: 'c-1', body: 'Who?' })] }),
  ];

  it('without docs:comment reads threads but has no Comment button, Reply or Resolve', async () => {
    const viewer = buildUser({ role: 'viewer', permissions: ['*:read'] });
    const { user } = await openWith(HTML, { user: viewer, threads: threads() });
    selectText('pays');
    await waitFor(() => expect(document.querySelector('style[data-comment-highlight]')).not.toBeNull());
    expect(screen.queryByRole('button', { name: 'Comment' })).not.toBeInTheDocument();
    await openCommentsTab(user);
    const card = threadCard('buyer');
    expect(within(card).getByText('Who?')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Reply|Resolve|Delete/ })).not.toBeInTheDocument();
  });

  it('granted docs:comment replies and resolves, but starts no thread in text it cannot change', async () => {
    const viewer = buildUser({ role: 'viewer', permissions: ['*:read', 'docs:comment'] });
    const { user } = await openWith(HTML, { user: viewer, threads: threads() });
    selectText('pays');
    await waitFor(() => expect(document.querySelector('style[data-comment-highlight]')).not.toBeNull());
    expect(screen.queryByRole('button', { name: 'Comment' })).not.toBeInTheDocument();
    await openCommentsTab(user);
    const card = threadCard('buyer');
    expect(within(card).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Resolve' })).toBeInTheDocument();
  });
});

describe('an empty document', () => {
  it('says how to start', async () => {
    const { user } = await openWith('<p>Nothing yet.</p>');
    await user.click(screen.getByRole('tab', { name: 'Comments' }));
    expect(await screen.findByText('No comments yet. Select text and choose Comment.')).toBeInTheDocument();
  });
});
