import type { RecordKind } from '@lexdraft/contract';
import { useCallback, useEffect, useState } from 'react';
import { listRecords, type RecordPage } from '@/api/records';
import { errorMessage } from '@/lib/error-message';

/** Where the list's request stands: the last page answered (null before any), and a failure. */
export interface RecordListLoad {
  page: RecordPage | null;
  loading: boolean;
  failure: string | null;
  reload: () => void;
}

/**
 * Loads the page of records the query names, again whenever it changes. An answer to an older
 * query (typing outruns the server) is dropped; the rows shown stay until the new page answers.
 */
export function useRecordList(kind: RecordKind, q: string, offset: number, limit: number): RecordListLoad {
  const [page, setPage] = useState<RecordPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [shownKind, setShownKind] = useState(kind);

  // Another tab's rows are not this tab's: they go at once, so the skeleton shows.
  if (shownKind !== kind) {
    setShownKind(kind);
    setPage(null);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how Retry and a write ask again for the same query.
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    listRecords(kind, { q, limit, offset }, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setPage(answer);
        setFailure(null);
        setLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure(errorMessage(error, 'Failed to load records'));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [kind, q, offset, limit, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { page, loading, failure, reload };
}
