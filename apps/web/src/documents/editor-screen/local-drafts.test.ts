import 'fake-indexeddb/auto';
import { clear, createStore, entries } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBackend, json } from '@/test/fake-backend';
import {
  clearUserDrafts,
  DRAFT_KEY_PATH,
  findDraft,
  forgetDraftKeys,
  forgetUserDrafts,
  localDraftsAvailable,
  removeDrafts,
  writeDraft,
} from './local-drafts';

const KEY_A = Buffer.alloc(32, 7).toString('base64url');
const KEY_B = Buffer.alloc(32, 9).toString('base64url');
const raw = createStore('lexdraft-drafts', 'drafts');

function backend(key = KEY_A) {
  return fakeBackend({ [`GET ${DRAFT_KEY_PATH}`]: () => json(200, { key }) });
}

const draft = (changes: Partial<Parameters<typeof writeDraft>[0]> = {}) => ({
  userId: 'u1',
  documentId: 'd1',
  baseVersion: 3,
  html: '<p>Dear Ms Smith, seven words typed here</p>',
  savedAt: 1_000,
  ...changes,
});

beforeEach(async () => {
  forgetDraftKeys();
  await clear(raw);
});

describe('local drafts', () => {
  it('are available where IndexedDB and WebCrypto are', () => {
    expect(localDraftsAvailable()).toBe(true);
  });

  it('keep the text encrypted, and give it back to the same user and document', async () => {
    const server = backend();
    await writeDraft(draft());
    const [id, stored] = (await entries(raw))[0] as [unknown, Record<string, unknown>];
    expect(id).toEqual(['u1', 'd1', 3]);
    expect(JSON.stringify(stored)).not.toContain('seven words');
    expect(stored).not.toHaveProperty('html');
    expect(await findDraft('u1', 'd1')).toEqual(draft());
    expect(await findDraft('u1', 'other')).toBeNull();
    expect(await findDraft('u2', 'd1')).toBeNull();
    // The key is fetched once for the page, not per draft.
    expect(server.calls(`GET ${DRAFT_KEY_PATH}`)).toHaveLength(1);
  });

  it('answer the newest draft of a document, whatever its base version', async () => {
    backend();
    await writeDraft(draft({ baseVersion: 3, savedAt: 1_000, html: '<p>old</p>' }));
    await writeDraft(draft({ baseVersion: 4, savedAt: 2_000, html: '<p>new</p>' }));
    expect(await findDraft('u1', 'd1')).toMatchObject({ baseVersion: 4, html: '<p>new</p>' });
  });

  it('cannot be read with another key, and such a draft is dropped', async () => {
    backend(KEY_A);
    await writeDraft(draft());
    forgetDraftKeys();
    backend(KEY_B);
    expect(await findDraft('u1', 'd1')).toBeNull();
    expect(await entries(raw)).toEqual([]);
  });

  it('cannot be moved to another document', async () => {
    backend();
    await writeDraft(draft());
    const [, stored] = (await entries(raw))[0] as [unknown, Record<string, unknown>];
    const { set } = await import('idb-keyval');
    await set(['u1', 'd2', 3], { ...stored, documentId: 'd2' }, raw);
    expect(await findDraft('u1', 'd2')).toBeNull();
  });

  it("are not written without the server's key (no session)", async () => {
    fakeBackend({
      [`GET ${DRAFT_KEY_PATH}`]: () => json(401, { detail: 'Not authenticated' }),
      'POST /auth/refresh': () => json(401, { detail: 'Your session has expired. Please sign in again.' }),
    });
    await expect(writeDraft(draft())).rejects.toThrow();
    expect(await entries(raw)).toEqual([]);
  });

  it("are removed per document once saved, and all of a user's at sign-out", async () => {
    backend();
    await writeDraft(draft({ documentId: 'd1' }));
    await writeDraft(draft({ documentId: 'd1', baseVersion: 4 }));
    await writeDraft(draft({ documentId: 'd2' }));
    await writeDraft(draft({ userId: 'u2', documentId: 'd2' }));
    await removeDrafts('u1', 'd1');
    expect((await entries(raw)).map(([id]) => id)).toHaveLength(2);
    await clearUserDrafts('u1');
    expect((await entries(raw)).map(([id]) => id)).toEqual([['u2', 'd2', 3]]);
    await forgetUserDrafts('u2');
    expect(await entries(raw)).toEqual([]);
  });

  it('stay, encrypted, after a sign-out whose save failed; the key leaves memory either way', async () => {
    const server = backend();
    await writeDraft(draft());
    await forgetUserDrafts('u1', { allSaved: false });
    expect(await entries(raw)).toHaveLength(1);
    // Without a key in memory nothing more is written unless a session fetches it again.
    await writeDraft(draft({ documentId: 'd9' }), { fetchKey: false });
    expect(await entries(raw)).toHaveLength(1);
    expect(await findDraft('u1', 'd1')).toEqual(draft());
    expect(server.calls(`GET ${DRAFT_KEY_PATH}`)).toHaveLength(2);
  });
});
