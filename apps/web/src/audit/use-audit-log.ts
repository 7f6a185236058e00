import type { AuditItem } from '@lexdraft/contract';
import { AUDIT_PAGE_LIMIT_DEFAULT } from '@lexdraft/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type AuditFilterQuery, listAuditEntries } from '@/api/audit';
import { errorMessage } from '@/lib/error-message';

/** The audit log's entries read so far, newest first, and where the reading stands. */
export interface AuditLog {
  entries: AuditItem[];
  /** True once the first page has answered. */
  loaded: boolean;
  loading: boolean;
  error: string | null;
  /** True while older entries remain to be read. */
  hasMore: boolean;
  /** Reads the next older page, unless one is on its way, failed or none is left. */
  loadMore: () => void;
  /** Reads again the page that failed. */
  retry: () => void;
}

interface Progress {
  entries: AuditItem[];
  nextBefore: number | null;
  loaded: boolean;
  loading: boolean;
  error: string | null;
}

const START: Progress = { entries: [], nextBefore: null, loaded: false, loading: true, error: null };

/** Pages through the entries the filters select; new filters start again from the newest. */
export function useAuditLog(filters: AuditFilterQuery): AuditLog {
  const [progress, setProgress] = useState<Progress>(START);
  // The request on its way: a newer one (other filters) aborts it, and an observer that fires
  // twice before the page renders again does not ask for the same page twice.
  const inFlight = useRef<AbortController | null>(null);

  const readPage = useCallback(
    (before: number | null) => {
      inFlight.current?.abort();
      const request = new AbortController();
      inFlight.current = request;
      setProgress((current) => ({ ...current, loading: true, error: null }));
      const paging = before === null ? {} : { before };
      listAuditEntries(
        { ...filters, limit: AUDIT_PAGE_LIMIT_DEFAULT, ...paging },
        { signal: request.signal },
      ).then(
        (page) => {
          if (request.signal.aborted) return;
          inFlight.current = null;
          setProgress((current) => ({
            entries: before === null ? page.items : [...current.entries, ...page.items],
            nextBefore: page.next_before,
            loaded: true,
            loading: false,
            error: null,
          }));
        },
        (error: unknown) => {
          if (request.signal.aborted) return;
          inFlight.current = null;
          setProgress((current) => ({
            ...current,
            loading: false,
            error: errorMessage(error, 'Failed to load the audit log'),
          }));
        },
      );
    },
    [filters],
  );

  useEffect(() => {
    setProgress(START);
    readPage(null);
    return () => inFlight.current?.abort();
  }, [readPage]);

  const { entries, nextBefore, loaded, loading, error } = progress;
  const hasMore = !loaded || nextBefore !== null;

  const loadMore = useCallback(() => {
    if (inFlight.current !== null || error !== null || !loaded || nextBefore === null) return;
    readPage(nextBefore);
  }, [error, loaded, nextBefore, readPage]);

  const retry = useCallback(() => readPage(loaded ? nextBefore : null), [loaded, nextBefore, readPage]);

  return { entries, loaded, loading, error, hasMore, loadMore, retry };
}
