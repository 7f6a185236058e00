import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VersionListItem } from '@/api/documents';
import { fakeBackend, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { startSignedIn } from '@/test/session';
import { HistoryTab } from './history-tab';

// "Download redline" on a version row: the Word redline of the current version against that one,
// fetched with the signed-in user's token and handed to the browser's downloads.

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
let downloads: { fileName: string; blob: Blob }[];

beforeEach(() => {
  downloads = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs and does not download: the link's click is where the file leaves.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ fileName: this.download, blob });
  });
});
afterEach(() => vi.restoreAllMocks());

const item = (version: number): VersionListItem => ({
  version,
  author: { id: 'u1', name: 'Grace Hopper' },
  created_at: `2025-03-0${version}T10:00:00.000Z`,
  size_bytes: 100,
  summary: 'Dear',
});

describe('HistoryTab: Download redline', () => {
  it('downloads the redline of the current version against the row’s, with the access token', async () => {
    startSignedIn(buildUser(), 'token-redline');
    const backend = fakeBackend({
      'GET /docs/documents/:id/versions': () => json(200, { items: [item(2), item(1)], next_before: null }),
      'GET /docs/documents/:id/versions/:version/redline': () =>
        new Response('PK redline', {
          status: 200,
          headers: { 'Content-Type': DOCX, 'Content-Disposition': 'attachment; filename="redline-v1.docx"' },
        }),
    });
    render(
      <HistoryTab
        documentId="doc-1"
        currentVersion={2}
        readOnly={false}
        unsaved={false}
        onRestored={async () => {}}
      />,
    );
    const button = await screen.findByRole('button', { name: 'Download redline against version 1' });
    // The current version has nothing to compare with itself.
    expect(screen.queryByRole('button', { name: 'Download redline against version 2' })).toBeNull();

    await userEvent.click(button);
    await waitFor(() => expect(downloads.map((file) => file.fileName)).toEqual(['redline-v1.docx']));
    expect(await downloads[0]!.blob.text()).toBe('PK redline');
    const [request] = backend.calls('GET /docs/documents/doc-1/versions/1/redline');
    expect(request!.query.get('format')).toBe('docx');
    expect(request!.headers.get('Authorization')).toBe('Bearer token-redline');
  });
});
