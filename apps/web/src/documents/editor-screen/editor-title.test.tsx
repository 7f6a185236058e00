import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDocument } from '@/test/document-fixtures';
import { json } from '@/test/fake-backend';
import { dismissToasts, openEditor, sentChanges } from './editor-test-support';

// The whole app with the real editor runs in jsdom: slower than a unit test, so a longer limit.
vi.setConfig({ testTimeout: 15_000 });
afterEach(dismissToasts);

const titleButton = (name: string) => screen.getByRole('button', { name });
const titleInput = () => screen.getByRole('textbox', { name: 'Document title' });

describe('the document title', () => {
  it('turns into an input on click and saves the new name on Enter', async () => {
    const { backend, user } = await openEditor(buildDocument({ id: 'doc-1', name: 'Engagement letter' }));

    await user.click(titleButton('Engagement letter'));
    expect(titleInput()).toHaveValue('Engagement letter');
    await user.clear(titleInput());
    await user.type(titleInput(), 'Retainer agreement{Enter}');

    expect(screen.getByRole('heading', { level: 1, name: 'Retainer agreement' })).toBeInTheDocument();
    expect(titleButton('Retainer agreement')).toHaveFocus();
    await waitFor(() => expect(sentChanges(backend, 'doc-1')).toEqual([{ name: 'Retainer agreement' }]));
  });

  it('saves on blur, and opens with F2', async () => {
    const { backend, user } = await openEditor(buildDocument({ id: 'doc-1', name: 'Engagement letter' }));

    titleButton('Engagement letter').focus();
    await user.keyboard('{F2}');
    await user.clear(titleInput());
    await user.type(titleInput(), 'Side letter');
    await user.click(screen.getByRole('textbox', { name: 'Document' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Side letter' })).toBeInTheDocument();
    expect(sentChanges(backend, 'doc-1')).toEqual([{ name: 'Side letter' }]);
  });

  it('cancels on Escape without a request', async () => {
    const { backend, user } = await openEditor(buildDocument({ id: 'doc-1', name: 'Engagement letter' }));

    await user.click(titleButton('Engagement letter'));
    await user.type(titleInput(), ' draft{Escape}');

    expect(screen.getByRole('heading', { level: 1, name: 'Engagement letter' })).toBeInTheDocument();
    expect(titleButton('Engagement letter')).toHaveFocus();
    expect(sentChanges(backend, 'doc-1')).toEqual([]);
  });

  it('keeps the old name when the new one is blank, without a request', async () => {
    const { backend, user } = await openEditor(buildDocument({ id: 'doc-1', name: 'Engagement letter' }));

    await user.click(titleButton('Engagement letter'));
    await user.clear(titleInput());
    await user.type(titleInput(), '   {Enter}');

    expect(screen.getByRole('heading', { level: 1, name: 'Engagement letter' })).toBeInTheDocument();
    expect(sentChanges(backend, 'doc-1')).toEqual([]);
  });

  it('puts the old name back and says so when the rename fails', async () => {
    const { user } = await openEditor(buildDocument({ id: 'doc-1', name: 'Engagement letter' }), {
      routes: { 'PUT /docs/documents/:id': () => json(500, { detail: 'Server error' }) },
    });

    await user.click(titleButton('Engagement letter'));
    await user.clear(titleInput());
    await user.type(titleInput(), 'Retainer agreement{Enter}');

    expect(await screen.findByText('Failed to update document title')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Engagement letter' })).toBeInTheDocument();
  });
});
