import { DOCUMENT_AUTOSAVE_MS } from '@lexdraft/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDocument } from '@/test/document-fixtures';
import { deferred, json } from '@/test/fake-backend';
import { advance } from '@/test/session';
import {
  dismissToasts,
  openEditor,
  pageEditor,
  saveStatus,
  sentChanges,
  typeInDocument,
} from './editor-test-support';

// The whole app with the real editor runs in jsdom: slower than a unit test, so a longer limit.
vi.setConfig({ testTimeout: 15_000 });
afterEach(dismissToasts);

// The page loads on the real clock; the fake one starts before the first edit, which starts the autosave.
describe('autosave', () => {
  it('saves unsaved changes after 60 s, saying Auto-saving... and without a toast', async () => {
    const answer = deferred<Response>();
    const { backend } = await openEditor(buildDocument({ id: 'doc-1', current_version: 1 }), {
      routes: { 'PUT /docs/documents/:id': () => answer.promise },
    });
    vi.useFakeTimers();
    typeInDocument(' Autosaved.');

    await advance(DOCUMENT_AUTOSAVE_MS - 1);
    expect(sentChanges(backend, 'doc-1')).toEqual([]);
    await advance(1);
    expect(sentChanges(backend, 'doc-1')).toHaveLength(1);
    expect(sentChanges(backend, 'doc-1')[0]?.content?.ckeditor_html).toBe('<p>Dear client, Autosaved.</p>');
    expect(saveStatus()).toHaveTextContent('Auto-saving...');

    answer.resolve(json(200, buildDocument({ id: 'doc-1', current_version: 2 })));
    await advance(0);
    expect(saveStatus()).toHaveTextContent('Saved');
    expect(screen.queryByText('Document saved successfully')).not.toBeInTheDocument();

    // Nothing left to save: the clock stops.
    await advance(DOCUMENT_AUTOSAVE_MS * 2);
    expect(sentChanges(backend, 'doc-1')).toHaveLength(1);
  });

  it('leaves a draft alone while nothing has been written in it', async () => {
    const { backend } = await openEditor(buildDocument({ id: 'doc-1', is_draft: true, versions: [] }));
    vi.useFakeTimers();
    act(() => {
      pageEditor().commands.setContent('<p></p>', { emitUpdate: true });
    });

    await advance(DOCUMENT_AUTOSAVE_MS * 2);
    expect(sentChanges(backend, 'doc-1')).toEqual([]);
  });
});

describe('the first edit of a draft', () => {
  it('marks the document as no longer a draft, once', async () => {
    const { backend } = await openEditor(buildDocument({ id: 'doc-1', is_draft: true, versions: [] }));
    expect(screen.getByText('Draft')).toBeInTheDocument();
    act(() => {
      pageEditor().commands.setContent('<p></p>', { emitUpdate: true });
    });
    expect(sentChanges(backend, 'doc-1')).toEqual([]);

    typeInDocument('Dear');
    typeInDocument(' client');
    await vi.waitFor(() => expect(sentChanges(backend, 'doc-1')).toEqual([{ is_draft: false }]));
    typeInDocument('.');
    await vi.waitFor(() => expect(screen.queryByText('Draft')).not.toBeInTheDocument());
    expect(sentChanges(backend, 'doc-1')).toHaveLength(1);
  });

  it('then autosaves it like any document', async () => {
    const { backend } = await openEditor(buildDocument({ id: 'doc-1', is_draft: true, versions: [] }));
    vi.useFakeTimers();
    typeInDocument('Dear client');
    await advance(DOCUMENT_AUTOSAVE_MS);
    expect(sentChanges(backend, 'doc-1').map((changes) => Object.keys(changes))).toEqual([
      ['is_draft'],
      ['content', 'base_version'],
    ]);
  });
});
