import { createStore, del, delMany, entries, set, type UseStore } from 'idb-keyval';
import { api } from '@/api';

// The unsaved text of open documents, kept in the browser (IndexedDB) so that a closed tab, a crash
// or an ended session loses nothing. The HTML is encrypted (AES-GCM) with the user's draft key,
// which only a live session gets from the server (GET /api/auth/draft-key) and which is kept in
// memory only: drafts copied off the device cannot be read without signing in.

/** A draft as the editor uses it. */
export interface LocalDraft {
  userId: string;
  documentId: string;
  /** The server version the text was typed over: a save of it sends this as base_version. */
  baseVersion: number;
  html: string;
  /** When it was written (ms since the epoch). */
  savedAt: number;
}

/** What IndexedDB holds: who and when in clear (to find and list drafts), the text encrypted. */
interface StoredDraft {
  userId: string;
  documentId: string;
  baseVersion: number;
  savedAt: number;
  iv: Uint8Array;
  data: ArrayBuffer;
}

type DraftKey = [userId: string, documentId: string, baseVersion: number];

export const DRAFT_KEY_PATH = '/api/auth/draft-key';

let store: UseStore | undefined;
const draftStore = () => {
  store ??= createStore('lexdraft-drafts', 'drafts');
  return store;
};

/** False where the browser has no IndexedDB or WebCrypto (then drafts are simply not kept). */
export function localDraftsAvailable(): boolean {
  return typeof indexedDB !== 'undefined' && globalThis.crypto?.subtle !== undefined;
}

// One key per user for this page's life, fetched once; a failed fetch is tried again next time.
const keys = new Map<string, Promise<CryptoKey>>();

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The user's draft key as a non-extractable AES-GCM key, from the server once per page. */
export function draftKeyFor(userId: string): Promise<CryptoKey> {
  let key = keys.get(userId);
  if (!key) {
    key = api
      .get<{ key: string }>(DRAFT_KEY_PATH)
      .then(({ key: raw }) =>
        crypto.subtle.importKey('raw', base64UrlBytes(raw), 'AES-GCM', false, ['encrypt', 'decrypt']),
      );
    const fetched = key;
    keys.set(userId, fetched);
    fetched.catch(() => {
      if (keys.get(userId) === fetched) keys.delete(userId);
    });
  }
  return key;
}

/** Drops the keys held in memory (sign-out). */
export function forgetDraftKeys(): void {
  keys.clear();
}

// The draft's identity is bound to its text, so a stored draft cannot be moved to another document.
const boundTo = (draft: Pick<LocalDraft, 'userId' | 'documentId' | 'baseVersion'>) =>
  new TextEncoder().encode(`${draft.userId}\n${draft.documentId}\n${draft.baseVersion}`);

/**
 * Writes (or replaces) the draft of a user, document and base version. With `fetchKey` false (no
 * session any more) only a key already in memory is used: after a sign-out, which forgets the
 * keys, nothing more is written.
 */
export async function writeDraft(draft: LocalDraft, { fetchKey = true } = {}): Promise<void> {
  const known = keys.get(draft.userId);
  if (!known && !fetchKey) return;
  const key = await (known ?? draftKeyFor(draft.userId));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: boundTo(draft) },
    key,
    new TextEncoder().encode(draft.html),
  );
  const stored: StoredDraft = {
    userId: draft.userId,
    documentId: draft.documentId,
    baseVersion: draft.baseVersion,
    savedAt: draft.savedAt,
    iv,
    data,
  };
  const id: DraftKey = [draft.userId, draft.documentId, draft.baseVersion];
  await set(id, stored, draftStore());
}

async function storedDrafts(match: (draft: StoredDraft) => boolean): Promise<[DraftKey, StoredDraft][]> {
  const all = await entries<DraftKey, StoredDraft>(draftStore());
  return all.filter(([, draft]) => match(draft));
}

async function removeStored(match: (draft: StoredDraft) => boolean): Promise<void> {
  const found = await storedDrafts(match);
  if (found.length > 0)
    await delMany(
      found.map(([id]) => id),
      draftStore(),
    );
}

const ofDocument = (userId: string, documentId: string) => (draft: StoredDraft) =>
  draft.userId === userId && draft.documentId === documentId;

/**
 * The newest readable draft of this user for this document, or null. A draft that does not decrypt
 * (another key, or altered) is useless and is removed.
 */
export async function findDraft(userId: string, documentId: string): Promise<LocalDraft | null> {
  const found = await storedDrafts(ofDocument(userId, documentId));
  found.sort(([, a], [, b]) => b.savedAt - a.savedAt);
  const newest = found[0];
  if (!newest) return null;
  const [id, stored] = newest;
  try {
    const key = await draftKeyFor(userId);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: stored.iv as Uint8Array<ArrayBuffer>, additionalData: boundTo(stored) },
      key,
      stored.data,
    );
    return { ...pickMeta(stored), html: new TextDecoder().decode(plain) };
  } catch (error) {
    if (error instanceof Error && error.name === 'OperationError') {
      await del(id, draftStore());
      return null;
    }
    throw error;
  }
}

const pickMeta = ({ userId, documentId, baseVersion, savedAt }: StoredDraft) => ({
  userId,
  documentId,
  baseVersion,
  savedAt,
});

/** Removes every draft of this user for this document (its content is saved, or discarded). */
export async function removeDrafts(userId: string, documentId: string): Promise<void> {
  await removeStored(ofDocument(userId, documentId));
}

/** Removes all of this user's drafts (explicit sign-out). */
export async function clearUserDrafts(userId: string): Promise<void> {
  await removeStored((draft) => draft.userId === userId);
}

/**
 * A sign-out: the draft key leaves memory, and once everything is saved the user's drafts leave the
 * device too. Text that could not be saved (the session had already expired, the server was down)
 * stays, encrypted with a key only a new session gets, to be offered after signing in again.
 */
export async function forgetUserDrafts(userId: string | undefined, { allSaved = true } = {}): Promise<void> {
  const clearing = allSaved && userId && localDraftsAvailable() ? clearUserDrafts(userId) : Promise.resolve();
  forgetDraftKeys();
  await clearing.catch(() => undefined);
}
