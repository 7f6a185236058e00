import { useCallback, useEffect, useState } from 'react';
import type { DocumentRecord } from '@/api/documents';
import { useDocumentStore } from '@/documents/document-store';

export type EditorLoadState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready' };

export interface EditorDocument {
  state: EditorLoadState;
  /** The document as the store has it now (renames and links show at once), once loaded. */
  document: DocumentRecord | null;
  /** Goes up when the editor must start again from the server's content. */
  revision: number;
  /** Loads again behind the skeleton: the Retry of a failed load. */
  retry: () => void;
  /** Loads again in place and starts the editor over with the server's content, dropping local edits. */
  reload: () => Promise<void>;
  /** Loads again in place, keeping the editor (after Convert to Template). */
  refresh: () => Promise<void>;
}

const matchesId = (document: DocumentRecord | null, id: string) =>
  document !== null && (document.id === id || document._id === id);

/** Loads one document for the editor screen through the documents store. */
export function useEditorDocument(id: string): EditorDocument {
  const fetchDocument = useDocumentStore((state) => state.fetchDocument);
  const current = useDocumentStore((state) => state.currentDocument);
  const [state, setState] = useState<EditorLoadState>({ status: 'loading' });
  const [revision, setRevision] = useState(0);
  // The last copy of this document: the store may drop its current document for a moment (an
  // optimistic delete), and the editor must not be torn down and lose its edits when it does.
  const [kept, setKept] = useState<DocumentRecord | null>(null);
  const live = matchesId(current, id) ? current : null;
  if (live && live !== kept) setKept(live);

  const load = useCallback(
    async (quiet: boolean) => {
      if (!quiet) setState({ status: 'loading' });
      const loaded = await fetchDocument(id);
      if (loaded) {
        setKept(loaded);
        setState({ status: 'ready' });
        return true;
      }
      setState({ status: 'error', message: useDocumentStore.getState().error ?? 'Failed to fetch document' });
      return false;
    },
    [fetchDocument, id],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  const retry = useCallback(() => void load(false), [load]);
  const reload = useCallback(async () => {
    if (await load(true)) setRevision((value) => value + 1);
  }, [load]);
  const refresh = useCallback(async () => {
    await load(true);
  }, [load]);

  return { state, document: live ?? kept, revision, retry, reload, refresh };
}
