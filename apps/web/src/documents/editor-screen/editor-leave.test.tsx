import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDocument } from '@/test/document-fixtures';
import { json } from '@/test/fake-backend';
import { dismissToasts, openEditor, sentChanges, typeInDocument } from './editor-test-support';

// The whole app with the real editor runs in jsdom: slower than a unit test, so a longer limit.
vi.setConfig({ testTimeout: 15_000 });
afterEach(dismissToasts);

async function openEdited(routes = {}) {
  const view = await openEditor(buildDocument({ id: 'doc-1', name: 'Engagement letter' }), { routes });
  typeInDocument(' Not saved yet.');
  return view;
}

async function leaveByBackLink(user: Awaited<ReturnType<typeof openEdited>>['user']) {
  await user.click(screen.getByRole('link', { name: 'Back to documents' }));
  return screen.findByRole('alertdialog', { name: 'Unsaved changes' });
}

describe('leaving with unsaved changes', () => {
  it('leaves at once when everything is saved', async () => {
    const { router, user } = await openEditor(buildDocument({ id: 'doc-1' }));
    await user.click(screen.getByRole('link', { name: 'Back to documents' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks first, and Stay keeps the edits on the page', async () => {
    const { router, user } = await openEdited();
    const dialog = await leaveByBackLink(user);
    expect(dialog).toHaveTextContent('You have unsaved changes...');

    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documents/doc-1/edit');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('Leave without saving leaves and sends nothing', async () => {
    const { backend, router, user } = await openEdited();
    const dialog = await leaveByBackLink(user);
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    expect(sentChanges(backend, 'doc-1')).toEqual([]);
  });

  it('Save and leave saves, then leaves', async () => {
    const { backend, router, user } = await openEdited();
    const dialog = await leaveByBackLink(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save and leave' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    expect(sentChanges(backend, 'doc-1')[0]?.content?.ckeditor_html).toBe(
      '<p>Dear client, Not saved yet.</p>',
    );
  });

  it('asks whether to leave anyway when that save fails', async () => {
    const { router, user } = await openEdited({
      'PUT /docs/documents/:id': () => json(500, { detail: 'Disk full' }),
    });
    const dialog = await leaveByBackLink(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save and leave' }));

    expect(await within(dialog).findByText('Failed to save. Leave without saving?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/documents/doc-1/edit');

    // Asked again, the user now leaves without the save.
    const again = await leaveByBackLink(user);
    await user.click(within(again).getByRole('button', { name: 'Save and leave' }));
    await user.click(await within(again).findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
  });

  it('Close in the More actions menu asks the same way', async () => {
    const { router, user } = await openEdited();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Close' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
  });

  it('asks the browser to confirm closing the tab', async () => {
    await openEdited();
    const event = new Event('beforeunload', { cancelable: true });
    fireEvent(window, event);
    expect(event.defaultPrevented).toBe(true);
  });
});
