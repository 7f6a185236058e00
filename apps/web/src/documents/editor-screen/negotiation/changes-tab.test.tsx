import { buildContent } from '@lexdraft/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDocument } from '@/test/document-fixtures';
import { json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { buildWriter, dismissToasts, openEditor, pageEditor } from '../editor-test-support';

// The Changes tab (issue 31): the document's pending suggestions listed, gone through, accepted
// and rejected in the real editor.

vi.setConfig({ testTimeout: 15_000 });
afterEach(dismissToasts);

const AT = '2025-03-04T10:00:00.000Z';
const counsel = `data-author-name="Opposing Counsel" data-at="${AT}"`;
const grace = `data-author-id="u-grace" data-author-name="Grace Hopper" data-at="${AT}"`;
const HTML = [
  `<p>Dear <del data-suggestion="s1" ${counsel}>client</del><ins data-suggestion="s1" ${counsel}>friend</ins>,`,
  ` welcome<ins data-suggestion="s2" ${grace}> and thanks</ins>.</p>`,
  `<p>Second <del data-suggestion="s3" ${counsel}>long </del>paragraph.</p>`,
].join('');
const routes = { 'GET /docs/documents/:id/comments': () => json(200, { threads: [] }) };

async function openChanges(html = HTML, user = buildWriter()) {
  const document = buildDocument({
    id: 'doc-c',
    versions: [{ version: 1, content: buildContent(html), created_at: AT }],
  });
  const view = await openEditor(document, { user, routes });
  await view.user.click(screen.getByRole('tab', { name: 'Changes' }));
  await screen.findByRole('region', { name: 'Suggestions' });
  return view;
}

const entries = () => within(screen.getByRole('region', { name: 'Suggestions' })).getAllByRole('listitem');
const text = () => pageEditor().getText({ blockSeparator: '|' });

describe('the Changes tab', () => {
  it('lists each suggestion with its author, kind and text, a replacement as one', async () => {
    await openChanges();
    expect(screen.getByText('3 suggestions')).toBeInTheDocument();
    const [replaced, inserted, deleted] = entries();
    expect(replaced).toHaveTextContent(/Opposing Counsel.*Replaced.*client → friend/);
    expect(inserted).toHaveTextContent(/Grace Hopper.*Inserted.*and thanks/);
    expect(deleted).toHaveTextContent(/Opposing Counsel.*Deleted.*long/);
  });

  it('accepts one suggestion: a replacement keeps the new text only', async () => {
    const { user } = await openChanges();
    await user.click(within(entries()[0]!).getByRole('button', { name: /^Accept/ }));
    expect(text()).toBe('Dear friend, welcome and thanks.|Second long paragraph.');
    expect(entries()).toHaveLength(2);
    expect(pageEditor().getHTML()).not.toContain('data-suggestion="s1"');
  });

  it('rejects one suggestion: an insertion goes, a deletion stays as plain text', async () => {
    const { user } = await openChanges();
    await user.click(within(entries()[1]!).getByRole('button', { name: /^Reject/ }));
    await user.click(within(entries()[1]!).getByRole('button', { name: /^Reject/ }));
    expect(text()).toBe('Dear clientfriend, welcome.|Second long paragraph.');
    expect(pageEditor().getHTML()).toContain('<p>Second long paragraph.</p>');
    expect(entries()).toHaveLength(1);
  });

  it('Accept all settles everything, and Undo brings the suggestions back', async () => {
    const { user } = await openChanges();
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(text()).toBe('Dear friend, welcome and thanks.|Second paragraph.');
    expect(pageEditor().getHTML()).not.toMatch(/<(ins|del)/);
    expect(screen.getByText('No suggestions. Switch to Suggesting to propose changes.')).toBeInTheDocument();

    const toasts = screen.getByRole('region', { name: /Notifications/ });
    // A click without the pointer events, which sonner captures and jsdom does not support.
    fireEvent.click(await within(toasts).findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByText('3 suggestions')).toBeInTheDocument());
  });

  it('Reject all restores the text as it was', async () => {
    const { user } = await openChanges();
    await user.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(text()).toBe('Dear client, welcome.|Second long paragraph.');
    expect(pageEditor().getHTML()).not.toMatch(/<(ins|del)/);
  });

  it('Next and Previous select each change in turn and mark it current', async () => {
    const { user } = await openChanges();
    const selected = () => {
      const { from, to } = pageEditor().state.selection;
      return pageEditor().state.doc.textBetween(from, to);
    };
    await user.click(screen.getByRole('button', { name: 'Next change' }));
    expect(selected()).toBe('clientfriend');
    expect(entries()[0]).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Next change' }));
    expect(selected()).toBe(' and thanks');
    await user.click(screen.getByRole('button', { name: 'Next change' }));
    expect(selected()).toBe('long ');
    // Past the last, Next goes round to the first; Previous goes back.
    await user.click(screen.getByRole('button', { name: 'Next change' }));
    expect(selected()).toBe('clientfriend');
    await user.click(screen.getByRole('button', { name: 'Previous change' }));
    expect(selected()).toBe('long ');
    expect(entries()[2]).toHaveAttribute('aria-current', 'true');
    expect(document.querySelector('.suggestion-current')).toHaveTextContent('long');
  });

  it('shows a viewer the suggestions without Accept or Reject', async () => {
    await openChanges(HTML, buildUser({ role: 'viewer', permissions: [] }));
    expect(entries()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();
  });

  it('says how to make suggestions when there are none', async () => {
    const document = buildDocument({ id: 'doc-e' });
    const { user } = await openEditor(document, { user: buildWriter(), routes });
    await user.click(screen.getByRole('tab', { name: 'Changes' }));
    expect(
      await screen.findByText('No suggestions. Switch to Suggesting to propose changes.'),
    ).toBeInTheDocument();
  });
});
