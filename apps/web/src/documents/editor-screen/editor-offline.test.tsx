import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDocument } from '@/test/document-fixtures';
import { advance } from '@/test/session';
import {
  dismissToasts,
  openEditor,
  pageEditor,
  pressShortcut,
  saveStatus,
  sentChanges,
  typeInDocument,
} from './editor-test-support';
import { OFFLINE_RETRY_FIRST_MS } from './use-document-save';

vi.setConfig({ testTimeout: 15_000 });

let online = true;
afterEach(() => {
  online = true;
  vi.restoreAllMocks();
  dismissToasts();
});

function goOffline() {
  online = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
}

function goOnline() {
  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

describe('saves while the network is down', () => {
  it('wait, saying Offline, and go out when the browser is back online', async () => {
    const { backend } = await openEditor(buildDocument({ id: 'doc-1' }));
    vi.useFakeTimers();
    goOffline();
    typeInDocument(' Typed on the train.');
    act(() => {
      pressShortcut('s');
    });
    await advance(0);
    expect(saveStatus()).toHaveTextContent('Offline');
    expect(sentChanges(backend, 'doc-1')).toEqual([]);
    expect(screen.queryByText(/Failed to save document/)).not.toBeInTheDocument();

    typeInDocument(' And more.');
    goOnline();
    await advance(0);
    expect(sentChanges(backend, 'doc-1')).toEqual([
      { content: { ckeditor_html: '<p>Dear client, Typed on the train. And more.</p>' }, base_version: 1 },
    ]);
    expect(saveStatus()).toHaveTextContent('Saved');
    expect(pageEditor().getHTML()).toBe('<p>Dear client, Typed on the train. And more.</p>');
  });

  it('say Saving queued changes while the waiting save goes out', async () => {
    let release: () => void = () => undefined;
    const { backend } = await openEditor(buildDocument({ id: 'doc-1' }));
    const normal = backend.routes['PUT /docs/documents/:id']!;
    vi.useFakeTimers();
    goOffline();
    typeInDocument(' Queued.');
    act(() => {
      pressShortcut('s');
    });
    await advance(0);
    backend.routes['PUT /docs/documents/:id'] = async (request) => {
      const answer = await normal(request);
      return new Promise<Response>((resolve) => {
        release = () => resolve(answer);
      });
    };
    goOnline();
    await advance(0);
    expect(saveStatus()).toHaveTextContent('Saving queued changes');
    release();
    await advance(0);
    expect(saveStatus()).toHaveTextContent('Saved');
  });

  it('are tried again after a growing delay when the server cannot be reached', async () => {
    const { backend } = await openEditor(buildDocument({ id: 'doc-1' }));
    const normal = backend.routes['PUT /docs/documents/:id']!;
    // The browser thinks it is online; the server is unreachable (fetch rejects).
    let reachable = false;
    backend.routes['PUT /docs/documents/:id'] = (request) => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return normal(request);
    };
    vi.useFakeTimers();
    typeInDocument(' Server down.');
    act(() => {
      pressShortcut('s');
    });
    await advance(0);
    expect(saveStatus()).toHaveTextContent('Offline');
    expect(backend.calls('PUT /docs/documents/doc-1')).toHaveLength(1);

    await advance(OFFLINE_RETRY_FIRST_MS);
    expect(backend.calls('PUT /docs/documents/doc-1')).toHaveLength(2);
    expect(saveStatus()).toHaveTextContent('Offline');

    reachable = true;
    // The next try waits twice as long.
    await advance(OFFLINE_RETRY_FIRST_MS * 2 - 1);
    expect(backend.calls('PUT /docs/documents/doc-1')).toHaveLength(2);
    await advance(1);
    expect(backend.calls('PUT /docs/documents/doc-1')).toHaveLength(3);
    expect(saveStatus()).toHaveTextContent('Saved');
  });
});
