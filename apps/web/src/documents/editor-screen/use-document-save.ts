import { isBlankHtml } from '@lexdraft/core';
import type { Editor } from '@tiptap/core';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/api';
import type { DocumentChanges, DocumentRecord } from '@/api/documents';
import { useDocumentStore } from '@/documents/document-store';
import { scanEditorFields } from '@/editor/scan-editor-fields';
import { errorMessage } from '@/lib/error-message';
import { latestRequest } from '@/lib/latest-request';
import { toast } from '@/lib/toast';
import { type DocumentField, missingRequired, useMergeFieldStore } from '@/merge-fields/merge-field-store';

/** What the save machinery is doing: the title bar's status text follows it. */
export type SaveStatus = 'idle' | 'saving' | 'autosaving';

/**
 * Saves held back by a dropped connection: 'offline' while they wait, 'sending' while the waiting
 * save goes out again, 'none' otherwise.
 */
export type SaveQueue = 'none' | 'offline' | 'sending';

/** First wait before a queued save is tried again without an `online` event; it doubles up to the cap. */
export const OFFLINE_RETRY_FIRST_MS = 2_000;
export const OFFLINE_RETRY_MAX_MS = 30_000;

/** True when a save failed for want of a network (the API client's status 0), not for a server's answer. */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export interface SaveOptions {
  /** The 60 s autosave: says `Auto-saving...`, no success toast, and skips blank content quietly. */
  auto?: boolean;
  /** Toast `Document saved successfully` (saves the user asked for). */
  notify?: boolean;
  /** Open the conflict dialog on a 409; otherwise a 409 is a failure like any other. */
  askOnConflict?: boolean;
  /** Save without base_version: the user chose to overwrite the other change. */
  overwrite?: boolean;
  /** The queued save going out again once the connection is back. */
  queued?: boolean;
}

export interface DocumentSave {
  /** True when the editor holds changes the server has not got. */
  dirty: boolean;
  status: SaveStatus;
  /** Changes waiting for the network (they count as unsaved: `dirty` stays true). */
  queue: SaveQueue;
  /** The server's message while a 409 waits for Reload or Overwrite; null otherwise. */
  conflict: string | null;
  /** To call on every change of the editor's document. */
  markChanged: () => void;
  /** Saves the editor's HTML; resolves true once the server has it (or there was nothing to save). */
  save: (options?: SaveOptions) => Promise<boolean>;
  dismissConflict: () => void;
  /** The server version the editor's text is based on: a save sends it as base_version. */
  baseVersion: () => number;
  /** Takes text typed over `version` (a restored local draft) as unsaved changes to that version. */
  adoptBase: (version: number) => void;
}

export interface SaveEvents {
  /** A save succeeded; `clean` when nothing was typed while it ran. */
  onSaved?: (clean: boolean) => void;
  /** A save the user asked for saved the text but not the values: this required field is empty. */
  onRequiredMissing?: (fieldId: string) => void;
}

/** The toast of a save that left required fields empty: the text saved, the values did not (issue 28). */
export function requiredMissingMessage(missing: readonly DocumentField[]): string {
  const [first] = missing;
  const more = missing.length > 1 ? ` and ${missing.length - 1} more` : '';
  return `Fill in ${first?.label}${more} (required): the text was saved, the field values were not.`;
}

/**
 * Saving the document's content: its HTML and the version it was based on (so that a change made
 * elsewhere answers 409 instead of being overwritten), the unsaved state, and one save at a time.
 * Field values are not sent: they go through their own paths, and the server keeps them.
 */
export function useDocumentSave(
  document: DocumentRecord,
  editorRef: RefObject<Editor | null>,
  events: SaveEvents = {},
): DocumentSave {
  const updateDocument = useDocumentStore((state) => state.updateDocument);
  const [dirty, setDirty] = useState(false);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [conflict, setConflict] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  const [sendingQueued, setSendingQueued] = useState(false);

  const loadedVersion = useRef(document.current_version);
  // Counting changes, not flagging them: edits typed while a save runs stay unsaved after it.
  const changeCount = useRef(0);
  const savedCount = useRef(0);
  // One save in flight; the next waits, and callers meanwhile take the newest save's outcome.
  const [saves] = useState(latestRequest);
  const latestDocument = useRef(document);
  const latestEvents = useRef(events);
  useEffect(() => {
    latestDocument.current = document;
    latestEvents.current = events;
  });

  const markChanged = useCallback(() => {
    changeCount.current += 1;
    setDirty(true);
  }, []);

  const saveOnce = useCallback(
    async (options: SaveOptions): Promise<boolean> => {
      const editor = editorRef.current;
      if (!editor) return false;
      if (changeCount.current === savedCount.current && !options.overwrite) return true;
      const html = editor.getHTML();
      if (isBlankHtml(html)) {
        if (!options.auto) toast.error('Cannot save empty document');
        return false;
      }
      const changes: DocumentChanges = { content: { ckeditor_html: html } };
      if (!options.overwrite) changes.base_version = loadedVersion.current;
      const countAtStart = changeCount.current;
      // No network: the save waits for it instead of failing (the retry below sends it).
      if (browserOffline()) {
        setOffline(true);
        return false;
      }
      setStatus(options.auto ? 'autosaving' : 'saving');
      setSendingQueued(Boolean(options.queued));
      try {
        const saved = await updateDocument(latestDocument.current.id, changes);
        loadedVersion.current = saved.current_version;
        savedCount.current = countAtStart;
        setDirty(changeCount.current !== countAtStart);
        latestEvents.current.onSaved?.(changeCount.current === countAtStart);
        setConflict(null);
        setOffline(false);
        if (options.notify) toast.success('Document saved successfully');
        return true;
      } catch (error) {
        if (isConnectionFailure(error)) {
          setOffline(true);
          return false;
        }
        // The server answered: whatever it said, the connection is back.
        setOffline(false);
        if (options.askOnConflict && error instanceof ApiError && error.status === 409) {
          setConflict(error.message);
        } else if (error instanceof ApiError && error.status === 401) {
          // The session is over: the editor says so in place and keeps the text on this device.
        } else {
          toast.error(`Failed to save document: ${errorMessage(error, 'Unknown error')}`);
        }
        return false;
      } finally {
        setStatus('idle');
        setSendingQueued(false);
      }
    },
    [editorRef, updateDocument],
  );

  // What the save waiting behind the running one asked for: a later save replaces it, so it keeps both asks.
  const waitingOptions = useRef<SaveOptions | null>(null);
  const save = useCallback(
    (options: SaveOptions = {}): Promise<boolean> => {
      const combined = waitingOptions.current ? combineSaveOptions(waitingOptions.current, options) : options;
      waitingOptions.current = saves.busy() ? combined : null;
      return saves.run(async () => {
        waitingOptions.current = null;
        if (combined.auto) return saveOnce(combined);
        // The required rule (spec section 5) holds back the field values, and export and send
        // through the server's gate; it never holds back the text, which always saves.
        const missing = requiredFieldsMissing(editorRef.current);
        if (missing.length === 0) {
          // A save the user asked for also sends field values still waiting for their pause in typing.
          await useMergeFieldStore.getState().saveNow();
          return saveOnce(combined);
        }
        const saved = await saveOnce({ ...combined, notify: false });
        if (saved) {
          toast.error(requiredMissingMessage(missing));
          latestEvents.current.onRequiredMissing?.(missing[0]!.id);
        }
        return saved;
      });
    },
    [saves, saveOnce, editorRef],
  );

  // While offline the waiting save goes out again when the browser says the network is back, and
  // meanwhile after a growing delay (the event does not come when only the server was unreachable).
  useEffect(() => {
    if (!offline) return;
    let delay = OFFLINE_RETRY_FIRST_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const retry = () => void save({ auto: true, askOnConflict: true, queued: true });
    const tick = () => {
      retry();
      delay = Math.min(delay * 2, OFFLINE_RETRY_MAX_MS);
      timer = setTimeout(tick, delay);
    };
    timer = setTimeout(tick, delay);
    window.addEventListener('online', retry);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }, [offline, save]);

  const dismissConflict = useCallback(() => setConflict(null), []);
  const baseVersion = useCallback(() => loadedVersion.current, []);
  const adoptBase = useCallback(
    (version: number) => {
      loadedVersion.current = version;
      markChanged();
    },
    [markChanged],
  );

  const queue: SaveQueue = sendingQueued ? 'sending' : offline ? 'offline' : 'none';
  return { dirty, status, queue, conflict, markChanged, save, dismissConflict, baseVersion, adoptBase };
}

/** The required fields the editor's text uses that have no value. */
function requiredFieldsMissing(editor: Editor | null): DocumentField[] {
  if (!editor) return [];
  // The panel's scan waits for a pause in typing; a save right after typing a field must see it.
  const counts = scanEditorFields(editor.state.doc);
  return missingRequired({ ...useMergeFieldStore.getState(), counts });
}

/** One save standing for two: quiet only if both were, and overwriting or telling whatever either asked. */
export function combineSaveOptions(first: SaveOptions, second: SaveOptions): SaveOptions {
  return {
    auto: Boolean(first.auto && second.auto),
    notify: Boolean(first.notify || second.notify),
    askOnConflict: Boolean(first.askOnConflict || second.askOnConflict),
    overwrite: Boolean(first.overwrite || second.overwrite),
    ...(first.queued || second.queued ? { queued: true } : {}),
  };
}
