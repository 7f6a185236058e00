import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ListFilters, readListFilters, writeListFilters } from './list-filters';

/** The filters in the URL and the ways to change them. */
export interface ListFilterControls {
  filters: ListFilters;
  /** Changes filters and goes back to page 1, since the old page may not exist any more. */
  setFilters: (changes: Partial<Omit<ListFilters, 'page'>>, options?: { replace?: boolean }) => void;
  setPage: (page: number) => void;
  clearFilters: () => void;
}

/** Reads and writes the list's filters in the URL's search params. */
export function useListFilters(): ListFilterControls {
  const [params, setParams] = useSearchParams();
  // The params object changes with every navigation; its text only when a filter does.
  const search = params.toString();
  const filters = useMemo(() => readListFilters(new URLSearchParams(search)), [search]);

  const setFilters = useCallback<ListFilterControls['setFilters']>(
    (changes, options) =>
      setParams(writeListFilters({ ...filters, ...changes, page: 1 }), { replace: options?.replace }),
    [filters, setParams],
  );
  const setPage = useCallback(
    (page: number) => setParams(writeListFilters({ ...filters, page })),
    [filters, setParams],
  );
  const clearFilters = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  return { filters, setFilters, setPage, clearFilters };
}
