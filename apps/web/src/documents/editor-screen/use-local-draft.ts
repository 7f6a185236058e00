import type { Editor } from '@tiptap/core';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import {
  draftKeyFor,
  findDraft,
  type LocalDraft,
  localDraftsAvailable,
  removeDrafts,
  writeDraft,
} from './local-drafts';

/** A change is in IndexedDB at most this long after it was typed (written once per period, not per key). */
export const DRAFT_WRITE_MS = 1000;

export interface LocalDraftOptions {
  /** The signed-in user; null once the session has ended (the last user's drafts go on being kept). */
  userId: string | null;
  documentId: string;
  /** False for read-only documents: nothing is typed, nothing is kept. */
  enabled: boolean;
  editor: Editor | null;
  editorRef: RefObject<Editor | null>;
  /** The version the editor's text is based on, read when a draft is written. */
  baseVersion: () => number;
}

export interface LocalDraftControl {
  /** A draft found on opening whose text differs from the loaded one: the recovery banner offers it. */
  offered: LocalDraft | null;
  /** To call on every change of the editor's document. */
  noteChange: () => void;
  /** To call when a save succeeded: `clean` when the editor holds nothing newer than what was saved. */
  saved: (clean: boolean) => void;
  /** Takes the offered draft (the caller puts it in the editor); it stays stored until saved. */
  takeOffer: () => LocalDraft | null;
  /** Drops the offered draft and every stored one of this document (Discard, or the server's text taken instead). */
  discardOffer: () => Promise<void>;
  /** Writes the editor's text now (an ended session, a failed save). */
  writeNow: () => Promise<void>;
}

/**
 * Keeps the editor's unsaved text in the browser while the document is open: written within
 * DRAFT_WRITE_MS of each change, removed once a save of it succeeds; and looks, on opening, for a
 * draft left by an earlier page (a reload, a crash, an ended session) to offer back.
 */
export function useLocalDraft({
  userId,
  documentId,
  enabled,
  editor,
  editorRef,
  baseVersion,
}: LocalDraftOptions): LocalDraftControl {
  const active = enabled && localDraftsAvailable();
  // An ended session clears the user: drafts go on being written for the one who typed them.
  const owner = useRef(userId);
  if (userId !== null) owner.current = userId;
  const signedIn = useRef(userId !== null);
  signedIn.current = userId !== null;
  const [offered, setOffered] = useState<LocalDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Writes and removals one after another, so that a removal is never overtaken by an older write.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const baseVersionRef = useRef(baseVersion);
  useEffect(() => {
    baseVersionRef.current = baseVersion;
  });

  const cancelWrite = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const enqueue = useCallback((work: () => Promise<void>) => {
    const next = queue.current.then(work).catch(() => {
      // A draft that cannot be written (no key without a session, storage full) is skipped: the
      // editor still holds the text and the save path reports its own failures.
    });
    queue.current = next;
    return next;
  }, []);

  const write = useCallback(() => {
    timer.current = undefined;
    const user = owner.current;
    const current = editorRef.current;
    if (!user || !current || current.isDestroyed) return Promise.resolve();
    const html = current.getHTML();
    const draft = {
      userId: user,
      documentId,
      baseVersion: baseVersionRef.current(),
      html,
      savedAt: Date.now(),
    };
    // Once the session has ended, only the key already in memory serves (none after a sign-out).
    return enqueue(() => writeDraft(draft, { fetchKey: signedIn.current }));
  }, [documentId, editorRef, enqueue]);

  const noteChange = useCallback(() => {
    if (!active || timer.current !== undefined) return;
    timer.current = setTimeout(() => void write(), DRAFT_WRITE_MS);
  }, [active, write]);

  const saved = useCallback(
    (clean: boolean) => {
      const user = owner.current;
      if (!active || !user) return;
      cancelWrite();
      void enqueue(() => removeDrafts(user, documentId));
      // Typed during the save: kept again over the new version.
      if (!clean) void write();
    },
    [active, documentId, enqueue, write, cancelWrite],
  );

  // On opening: a draft of this document that differs from what the server gave is offered back.
  const looked = useRef(false);
  useEffect(() => {
    const user = owner.current;
    if (!active || !editor || !user || looked.current) return;
    looked.current = true;
    const loadedHtml = editor.getHTML();
    let cancelled = false;
    void enqueue(async () => {
      // The key is fetched now, while the session lives: a session that ends later still lets the
      // text typed until then be kept.
      await draftKeyFor(user);
      const draft = await findDraft(user, documentId);
      if (cancelled || !draft) return;
      if (draft.html === loadedHtml) await removeDrafts(user, documentId);
      else setOffered(draft);
    });
    return () => {
      cancelled = true;
    };
  }, [active, editor, documentId, enqueue]);

  const takeOffer = useCallback(() => {
    const draft = offered;
    setOffered(null);
    return draft;
  }, [offered]);

  const discardOffer = useCallback(() => {
    const user = owner.current;
    setOffered(null);
    cancelWrite();
    return user ? enqueue(() => removeDrafts(user, documentId)) : Promise.resolve();
  }, [documentId, enqueue, cancelWrite]);

  const writeNow = useCallback(() => {
    if (!active) return Promise.resolve();
    cancelWrite();
    return write();
  }, [active, write, cancelWrite]);

  // Leaving the screen with a write still due: the text typed last is kept too.
  useEffect(
    () => () => {
      if (timer.current !== undefined) {
        clearTimeout(timer.current);
        void write();
      }
    },
    [write],
  );

  return { offered, noteChange, saved, takeOffer, discardOffer, writeNow };
}
