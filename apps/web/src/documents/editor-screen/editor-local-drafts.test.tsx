import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { clear, createStore, entries } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDocument } from '@/test/document-fixtures';
import { fakeBackend, json } from '@/test/fake-backend';
import { advance } from '@/test/session';
import {
  buildWriter,
  dismissToasts,
  openEditor,
  pageEditor,
  pressShortcut,
  saveStatus,
  sentChanges,
  typeInDocument,
} from './editor-test-support';
import { DRAFT_KEY_PATH, draftKeyFor, findDraft, forgetDraftKeys, writeDraft } from './local-drafts';
import { DRAFT_WRITE_MS } from './use-local-draft';

vi.setConfig({ testTimeout: 15_000 });

const KEY = Buffer.alloc(32, 5).toString('base64url');
const keyRoute = { [`GET ${DRAFT_KEY_PATH}`]: () => json(200, { key: KEY }) };
const raw = createStore('lexdraft-drafts', 'drafts');
const writer = buildWriter();

/** A draft an earlier page left: written with the same key, which the editor then fetches itself. */
async function leaveDraft(documentId: string, html: string, baseVersion = 1) {
  fakeBackend(keyRoute);
  await writeDraft({
    userId: writer.id,
    documentId,
    baseVersion,
    html,
    savedAt: Date.parse('2025-03-05T14:05:00Z'),
  });
  forgetDraftKeys();
}

// Each test has its own document: an editor's last write may land after its test has ended.

// Fake timers for the write delay, but IndexedDB's own task queue (setImmediate) stays real.
const startClock = () =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });

beforeEach(async () => {
  forgetDraftKeys();
  await clear(raw);
});
afterEach(dismissToasts);

describe('local drafts in the editor', () => {
  it('keeps typed text in IndexedDB within a second, encrypted, and drops it once saved', async () => {
    const { backend } = await openEditor(buildDocument({ id: 'doc-1' }), { user: writer, routes: keyRoute });
    startClock();
    typeInDocument(' Seven words that must not be lost.');
    typeInDocument(' More.');
    await advance(DRAFT_WRITE_MS - 1);
    expect(await entries(raw)).toEqual([]);
    await advance(1);
    await vi.waitFor(async () => expect(await entries(raw)).toHaveLength(1));
    const [id, stored] = (await entries(raw))[0] as [unknown, unknown];
    expect(id).toEqual([writer.id, 'doc-1', 1]);
    expect(JSON.stringify(stored)).not.toContain('Seven words');
    expect(await findDraft(writer.id, 'doc-1')).toMatchObject({
      html: '<p>Dear client, Seven words that must not be lost. More.</p>',
    });
    // Once per page, not per write.
    expect(backend.calls(`GET ${DRAFT_KEY_PATH}`)).toHaveLength(1);

    pressShortcut('s');
    await advance(0);
    await vi.waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
    await vi.waitFor(async () => expect(await entries(raw)).toEqual([]));
  });

  it('offers a draft left by an earlier page; Restore puts it back as unsaved changes over its version', async () => {
    await leaveDraft('doc-2', '<p>Dear client, typed before the tab closed.</p>');
    const { backend, user } = await openEditor(buildDocument({ id: 'doc-2' }), {
      user: writer,
      routes: keyRoute,
    });
    const banner = await screen.findByRole('region', { name: 'Unsaved changes on this device' });
    expect(banner).toHaveTextContent(/Restore unsaved changes from Mar 5, 2025, \d{1,2}:05 [AP]M/);
    expect(pageEditor().getHTML()).toBe('<p>Dear client,</p>');

    await user.click(within(banner).getByRole('button', { name: 'Restore' }));
    expect(pageEditor().getHTML()).toBe('<p>Dear client, typed before the tab closed.</p>');
    expect(saveStatus()).toHaveTextContent('Unsaved changes');
    expect(screen.queryByRole('region', { name: 'Unsaved changes on this device' })).not.toBeInTheDocument();

    pressShortcut('s');
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
    expect(sentChanges(backend, 'doc-2')).toEqual([
      { content: { ckeditor_html: '<p>Dear client, typed before the tab closed.</p>' }, base_version: 1 },
    ]);
    await waitFor(async () => expect(await entries(raw)).toEqual([]));
  });

  it('Discard drops the draft and keeps the server text', async () => {
    await leaveDraft('doc-3', '<p>Not wanted.</p>');
    const { user } = await openEditor(buildDocument({ id: 'doc-3' }), { user: writer, routes: keyRoute });
    const banner = await screen.findByRole('region', { name: 'Unsaved changes on this device' });
    await user.click(within(banner).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('region', { name: 'Unsaved changes on this device' })).not.toBeInTheDocument();
    expect(pageEditor().getHTML()).toBe('<p>Dear client,</p>');
    await waitFor(async () => expect(await entries(raw)).toEqual([]));
    expect(saveStatus()).toHaveTextContent('Saved');
  });

  it('says nothing of a draft that holds what the server has, and removes it', async () => {
    await leaveDraft('doc-4', '<p>Dear client,</p>');
    await openEditor(buildDocument({ id: 'doc-4' }), { user: writer, routes: keyRoute });
    await waitFor(async () => expect(await entries(raw)).toEqual([]));
    expect(screen.queryByRole('region', { name: 'Unsaved changes on this device' })).not.toBeInTheDocument();
  });

  it('restored over a newer server version, the save opens the conflict dialog', async () => {
    await leaveDraft('doc-5', '<p>Dear client, my lost words.</p>', 1);
    const { user } = await openEditor(buildDocument({ id: 'doc-5', current_version: 2 }), {
      user: writer,
      routes: keyRoute,
    });
    const banner = await screen.findByRole('region', { name: 'Unsaved changes on this device' });
    await user.click(within(banner).getByRole('button', { name: 'Restore' }));
    act(() => {
      pressShortcut('s');
    });
    expect(
      await screen.findByRole('alertdialog', { name: 'This document changed elsewhere' }),
    ).toBeInTheDocument();
    expect(pageEditor().getHTML()).toBe('<p>Dear client, my lost words.</p>');
  });

  it("never offers another user's draft", async () => {
    fakeBackend(keyRoute);
    await writeDraft({
      userId: 'someone-else',
      documentId: 'doc-6',
      baseVersion: 1,
      html: '<p>x</p>',
      savedAt: 1,
    });
    forgetDraftKeys();
    const { backend } = await openEditor(buildDocument({ id: 'doc-6' }), { user: writer, routes: keyRoute });
    await waitFor(() => expect(backend.calls(`GET ${DRAFT_KEY_PATH}`).length).toBeLessThanOrEqual(1));
    expect(screen.queryByRole('region', { name: 'Unsaved changes on this device' })).not.toBeInTheDocument();
  });
});

describe('leaving the document', () => {
  it('keeps the draft of text typed just before leaving the page another way', async () => {
    const { history } = await openEditor(buildDocument({ id: 'doc-9' }), { user: writer, routes: keyRoute });
    await waitFor(() => draftKeyFor(writer.id));
    typeInDocument(' Typed, then the screen went away.');
    // The screen unmounts before the draft's second is up (a sign-in redirect, a route change).
    act(() => {
      history.push('/auth/login');
    });
    await waitFor(async () =>
      expect((await findDraft(writer.id, 'doc-9'))?.html).toBe(
        '<p>Dear client, Typed, then the screen went away.</p>',
      ),
    );
  });

  it('drops the draft when the user chooses Leave without saving', async () => {
    const { router, user } = await openEditor(buildDocument({ id: 'doc-10' }), {
      user: writer,
      routes: keyRoute,
    });
    await waitFor(() => draftKeyFor(writer.id));
    typeInDocument(' Not wanted after all.');
    await user.click(screen.getByRole('link', { name: 'Back to documents' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    await waitFor(async () => expect(await findDraft(writer.id, 'doc-10')).toBeNull());
  });
});

describe('a session that ends under unsaved text', () => {
  it('keeps the text in place and says so; after signing in again the restore brings it back', async () => {
    const { backend, user } = await openEditor(buildDocument({ id: 'doc-7', name: 'Letter' }), {
      user: writer,
      routes: keyRoute,
    });
    // The key comes with the session; the text typed until it ends is encrypted with it.
    await waitFor(() => draftKeyFor(writer.id));
    const normalSave = backend.routes['PUT /docs/documents/:id']!;
    backend.routes['PUT /docs/documents/:id'] = () => json(401, { detail: 'Not authenticated' });
    backend.routes['POST /auth/refresh'] = () =>
      json(401, { detail: 'Your session has expired. Please sign in again.' });

    typeInDocument(' Seven words typed as the session ended.');
    act(() => {
      pressShortcut('s');
    });
    const alert = await screen.findByRole('alert', { name: 'Session ended' });
    expect(alert).toHaveTextContent('Your changes are kept on this device.');
    expect(screen.getByRole('heading', { level: 1, name: 'Letter' })).toBeInTheDocument();
    expect(pageEditor().getHTML()).toBe('<p>Dear client, Seven words typed as the session ended.</p>');
    expect(pageEditor().isEditable).toBe(false);
    expect(screen.queryByText(/Failed to save document/)).not.toBeInTheDocument();
    await waitFor(async () =>
      expect((await findDraft(writer.id, 'doc-7'))?.html).toBe(
        '<p>Dear client, Seven words typed as the session ended.</p>',
      ),
    );

    await user.click(within(alert).getByRole('button', { name: 'Sign In' }));
    backend.routes['PUT /docs/documents/:id'] = normalSave;
    backend.routes['POST /auth/login'] = () => json(200, { access_token: 'token-2', token_type: 'bearer' });
    backend.routes['GET /auth/sso/lookup'] = () => json(200, { sso: false, enforced: false });
    await user.type(await screen.findByLabelText('Email'), writer.email);
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const banner = await screen.findByRole('region', { name: 'Unsaved changes on this device' });
    expect(pageEditor().getHTML()).toBe('<p>Dear client,</p>');
    await user.click(within(banner).getByRole('button', { name: 'Restore' }));
    expect(pageEditor().getHTML()).toBe('<p>Dear client, Seven words typed as the session ended.</p>');
    act(() => {
      pressShortcut('s');
    });
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
    expect(sentChanges(backend, 'doc-7').at(-1)).toEqual({
      content: { ckeditor_html: '<p>Dear client, Seven words typed as the session ended.</p>' },
      base_version: 1,
    });
  });

  it('goes to sign-in as before when nothing is unsaved', async () => {
    const { backend } = await openEditor(buildDocument({ id: 'doc-8' }), { user: writer, routes: keyRoute });
    backend.routes['GET /users/me'] = () => json(401, { detail: 'Not authenticated' });
    backend.routes['POST /auth/refresh'] = () => json(401, { detail: 'Session expired' });
    const { checkSession } = (await import('@/auth/auth-store')).useAuthStore.getState();
    await act(() => checkSession());
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Session ended' })).not.toBeInTheDocument();
  });
});
