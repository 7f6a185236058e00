import type { AuditPage, AuditQuery } from '@lexdraft/contract';
import { type ApiCallOptions, api } from './client';

// The firm's audit log (issue 33, docs/audit-log.md): admins read it a page at a time, newest
// first, and export the same filters as CSV or JSON.

const AUDIT_PATH = '/api/audit';

/** The filters the list and the export share: the query without its paging. */
export type AuditFilterQuery = Omit<AuditQuery, 'limit' | 'before'>;

/** The export's formats. */
export type AuditExportFormat = 'csv' | 'json';

function searchOf(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

/** One page of entries, newest first; `before` is the previous page's `next_before`. */
export function listAuditEntries(query: AuditQuery, options?: ApiCallOptions): Promise<AuditPage> {
  const search = searchOf(query);
  return api.get<AuditPage>(search === '' ? AUDIT_PATH : `${AUDIT_PATH}?${search}`, {
    fallbackMessage: 'Failed to load the audit log',
    ...options,
  });
}

/**
 * The export's address, for a plain link: the server reads the access-token cookie on this GET,
 * so the browser downloads the file itself however large it is.
 */
export function auditExportUrl(filters: AuditFilterQuery, format: AuditExportFormat): string {
  return `${AUDIT_PATH}/export?${searchOf({ format, ...filters })}`;
}
