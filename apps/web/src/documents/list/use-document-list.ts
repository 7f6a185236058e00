import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentListQuery } from '@/api/documents';
import { useDocumentStore } from '../document-store';

/** Where the page's own list request stands. */
export interface DocumentListLoad {
  /** False until the first request has answered: no empty state may show before that. */
  loaded: boolean;
  /** The message of the last list request's failure, else null. */
  failure: string | null;
  /** Asks again with the same query (after a delete pulls a row in from the next page). */
  reload: () => Promise<void>;
}

/**
 * Loads the page of documents the query names, again whenever it changes (while enabled: the
 * Templates tab lists the library instead). The failure is read
 * from the store right after the page's own request, so an error another screen left in the
 * store, or a failed delete the page has already toasted, is never shown as a list failure.
 */
export function useDocumentList(query: DocumentListQuery, enabled = true): DocumentListLoad {
  const fetchDocuments = useDocumentStore((state) => state.fetchDocuments);
  const [loaded, setLoaded] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(0);
  // The query arrives as a new object on every render; its text says when it really changed.
  const key = JSON.stringify(query);

  const reload = useCallback(async () => {
    const own = ++latest.current;
    await fetchDocuments(JSON.parse(key) as DocumentListQuery);
    if (own !== latest.current) return;
    setFailure(useDocumentStore.getState().error);
    setLoaded(true);
  }, [fetchDocuments, key]);

  useEffect(() => {
    if (enabled) void reload();
  }, [reload, enabled]);

  // A page that goes away leaves any answer still on its way unread.
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );

  return { loaded, failure, reload };
}
