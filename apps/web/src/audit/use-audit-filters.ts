import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type AuditFilters, readAuditFilters, writeAuditFilters } from './audit-filters';

/** The audit log's filters in the URL and the ways to change them. */
export interface AuditFilterControls {
  filters: AuditFilters;
  /** Puts changed filters in a new history entry, so that Back undoes them. */
  setFilters: (changes: Partial<AuditFilters>) => void;
  clearFilters: () => void;
}

/** Reads and writes the audit log's filters in the URL's search params. */
export function useAuditFilters(): AuditFilterControls {
  const [params, setParams] = useSearchParams();
  // The params object changes with every navigation; its text only when a filter does.
  const search = params.toString();
  const filters = useMemo(() => readAuditFilters(new URLSearchParams(search)), [search]);

  const setFilters = useCallback(
    (changes: Partial<AuditFilters>) => setParams(writeAuditFilters({ ...filters, ...changes })),
    [filters, setParams],
  );
  const clearFilters = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  return { filters, setFilters, clearFilters };
}
