import { BULK_ROWS_MAX } from '@lexdraft/core';
import { useCallback, useEffect, useState } from 'react';
import { listRecords } from '@/api/records';
import { errorMessage } from '@/lib/error-message';
import { recordName } from '@/records/record-kinds';

/** An entity as the checklist shows it. */
export interface EntityChoice {
  id: string;
  name: string;
}

// The list shows a page at a time; Select all reads the records API's largest pages.
const SHOWN_PAGE = 50;
const SELECT_ALL_PAGE = 200;

interface EntitySearch {
  /** The entities matching the search that are loaded so far; null before the first answer. */
  items: EntityChoice[] | null;
  /** How many entities match in all. */
  total: number;
  loading: boolean;
  failure: string | null;
  loadMore: () => void;
}

const choicesOf = (items: Awaited<ReturnType<typeof listRecords>>['items']): EntityChoice[] =>
  items.map((item) => ({ id: item.id, name: recordName(item) }));

/**
 * The firm's entities matching `q`, a page at a time. An answer to an older search (typing outran
 * the server) is dropped; the rows shown stay until the new search answers.
 */
export function useEntitySearch(q: string): EntitySearch {
  const [items, setItems] = useState<EntityChoice[] | null>(null);
  const [total, setTotal] = useState(0);
  const [offset, setOffset] = useState(0);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [shownQuery, setShownQuery] = useState(q);

  // A new search starts again at its first page.
  if (shownQuery !== q) {
    setShownQuery(q);
    setOffset(0);
  }

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    listRecords('entities', { q, limit: SHOWN_PAGE, offset }, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        const loaded = choicesOf(page.items);
        setItems((before) => (offset === 0 || before === null ? loaded : [...before, ...loaded]));
        setTotal(page.total);
        setFailure(null);
        setLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure(errorMessage(error, 'Failed to load entities'));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [q, offset]);

  const loadMore = useCallback(() => setOffset((current) => current + SHOWN_PAGE), []);
  return { items, total, loading, failure, loadMore };
}

/** Every entity matching `q`, up to the most one job makes, read page after page. */
export async function allMatchingEntities(q: string): Promise<EntityChoice[]> {
  const found: EntityChoice[] = [];
  for (;;) {
    const page = await listRecords('entities', { q, limit: SELECT_ALL_PAGE, offset: found.length });
    found.push(...choicesOf(page.items));
    if (page.items.length === 0 || found.length >= page.total || found.length >= BULK_ROWS_MAX) break;
  }
  return found.slice(0, BULK_ROWS_MAX);
}
