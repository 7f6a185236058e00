import { buildContent } from '@lexdraft/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentRecord, VersionListItem } from '@/api/documents';
import { buildDocument } from '@/test/document-fixtures';
import { json, type RouteHandler } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { dismissToasts, openEditor, pageEditor } from './editor-test-support';

// The History tab: versions newest first by day, a version compared with the current one, and a
// restore that starts the editor over with the restored content.

vi.setConfig({ testTimeout: 15_000 });
afterEach(dismissToasts);

const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;
const HTML = [
  '<p>Dear Ada, welcome to the firm.</p>',
  `<p>Dear ${field('client.name')}, welcome to the firm.</p>`,
  `<p>Dear ${field('client.name')}, welcome aboard.</p>`,
];
const DATES = ['2025-03-03T10:00:00.000Z', '2025-03-04T09:00:00.000Z', '2025-03-04T15:30:00.000Z'];

/** A document with three versions and a server that lists them two to a page and restores them. */
function history() {
  const contents = HTML.map((html) => buildContent(html));
  const dates = [...DATES];
  const document = buildDocument({
    id: 'doc-h',
    current_version: 3,
    versions: [{ version: 3, content: contents[2]!, created_at: dates[2]! }],
  });
  const item = (index: number): VersionListItem => ({
    version: index + 1,
    author: { id: 'u1', name: 'Grace Hopper' },
    created_at: dates[index]!,
    size_bytes: 100,
    summary: 'Dear',
  });
  const state = { document };
  const routes: Record<string, RouteHandler> = {
    'GET /docs/documents/:id': () => json(200, state.document),
    'GET /docs/documents/:id/versions': (request) => {
      const before = Number(request.query.get('before') ?? contents.length + 1);
      const older = contents.map((_, index) => item(index)).filter((entry) => entry.version < before);
      const page = older.reverse().slice(0, 2);
      const more = older.length > 2;
      return json(200, { items: page, next_before: more ? page.at(-1)!.version : null });
    },
    'GET /docs/documents/:id/versions/:version': (request) => {
      const index = Number(request.params.version) - 1;
      return json(200, { ...item(index), content: contents[index] });
    },
    'POST /docs/documents/:id/versions/:version/restore': (request) => {
      contents.push(contents[Number(request.params.version) - 1]!);
      dates.push('2025-03-05T09:00:00.000Z');
      const version = contents.length;
      const record: DocumentRecord = {
        ...state.document,
        current_version: version,
        versions: [{ version, content: contents[version - 1]!, created_at: dates[version - 1]! }],
      };
      state.document = record;
      const { versions, ...saved } = record;
      return json(200, {
        ...saved,
        versions: versions.map(({ version, created_at }) => ({ version, created_at })),
      });
    },
  };
  return { document, routes };
}

async function openHistory(options: Parameters<typeof openEditor>[1] = {}) {
  const { document, routes } = history();
  const view = await openEditor(document, { ...options, routes: { ...routes, ...options.routes } });
  await view.user.click(screen.getByRole('tab', { name: 'History' }));
  return view;
}

describe('History tab', () => {
  it('lists the versions newest first, grouped by day, with Load more for older ones', async () => {
    const { user, backend } = await openHistory();
    const latestDay = await screen.findByRole('region', { name: /Mar 4, 2025/ });
    expect(
      within(latestDay)
        .getAllByRole('button', { name: /^Version/ })
        .map((button) => button.textContent),
    ).toEqual([expect.stringMatching(/^Version 3/), expect.stringMatching(/^Version 2/)]);
    expect(screen.queryByText('Version 1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const earlierDay = await screen.findByRole('region', { name: /Mar 3, 2025/ });
    expect(within(earlierDay).getByRole('button', { name: /Version 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(backend.calls('GET /docs/documents/doc-h/versions').at(-1)!.query.get('before')).toBe('2');
  });

  it('says so when the versions cannot be loaded', async () => {
    await openHistory({
      routes: { 'GET /docs/documents/:id/versions': () => json(500, { detail: 'Database unavailable' }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  it('shows a version read-only with its differences from the current one, fields as fields', async () => {
    const { user } = await openHistory();
    await user.click(await screen.findByRole('button', { name: /Version 2/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Version 2' });
    const text = await within(dialog).findByRole('region', { name: 'Version text' });
    await waitFor(() => expect(text.querySelector('ins')).not.toBeNull());
    expect([...text.querySelectorAll('ins')].map((node) => node.textContent)).toEqual(['to the firm.']);
    expect([...text.querySelectorAll('del')].map((node) => node.textContent)).toEqual(['aboard.']);
    // The field is one unchanged token, shown as a chip.
    expect(text.querySelector('[data-field="client.name"]')?.closest('ins, del')).toBeNull();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('restores a version after confirming, and the editor shows it as the current version', async () => {
    const { user, backend } = await openHistory();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await user.click(await screen.findByRole('button', { name: /Version 1/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Version 1' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Restore this version' })).toBeEnabled(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore version 1?' });
    expect(confirm).toHaveTextContent('a new version, 4');
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText('Restored version 1 as version 4')).toBeInTheDocument();
    const restores = backend.calls('POST /docs/documents/doc-h/versions/1/restore');
    expect(restores).toHaveLength(1);
    // The version the history was compared with, so a save made elsewhere since is not overwritten.
    expect(restores[0]!.json()).toEqual({ base_version: 3 });
    await waitFor(() => expect(pageEditor().getHTML()).toContain('Dear Ada, welcome to the firm.'));
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByRole('button', { name: /Version 4/ })).toHaveTextContent('Current');
  });

  it("says so, and keeps the editor's content, when the document was saved elsewhere since", async () => {
    const detail =
      'This document was saved elsewhere (version 4) after you opened version 3. ' +
      'Reload it to see those changes before restoring a version.';
    const { user, backend } = await openHistory({
      routes: { 'POST /docs/documents/:id/versions/:version/restore': () => json(409, { detail }) },
    });
    await user.click(await screen.findByRole('button', { name: /Version 2/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Version 2' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Restore this version' })).toBeEnabled(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore version 2?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(backend.calls('POST /docs/documents/doc-h/versions/2/restore')[0]!.json()).toEqual({
      base_version: 3,
    });
    expect(pageEditor().getHTML()).toContain('welcome aboard.');
  });

  it('lets a viewer see History but not restore', async () => {
    const { user } = await openHistory({ user: buildUser({ role: 'viewer', permissions: [] }) });
    await user.click(await screen.findByRole('button', { name: /Version 2/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Version 2' });
    await within(dialog).findByRole('region', { name: 'Version text' });
    expect(within(dialog).queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
  });
});
