import type { AuditFilterQuery } from '@/api/audit';

// The audit log's filters live in the URL (?action=auth.*&from=2026-03-01), so that a link shows
// the same entries and Back undoes a change. Dates are whole local days, `to` included.

/** The filters as the URL and the form hold them: '' for a filter not in force. */
export interface AuditFilters {
  /** An exact action, or a prefix ending in ".*". */
  action: string;
  actor_id: string;
  target_type: string;
  target_id: string;
  /** The first day shown, YYYY-MM-DD. */
  from: string;
  /** The last day shown (included), YYYY-MM-DD. */
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = {
  action: '',
  actor_id: '',
  target_type: '',
  target_id: '',
  from: '',
  to: '',
};

const FILTER_NAMES = Object.keys(NO_AUDIT_FILTERS) as (keyof AuditFilters)[];
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A real calendar day: February 30th is not one, though Date would roll it into March.
function isDay(value: string): boolean {
  const [, year, month, date] = DAY.exec(value) ?? [];
  const day = new Date(Number(year), Number(month) - 1, Number(date));
  return (
    day.getFullYear() === Number(year) &&
    day.getMonth() === Number(month) - 1 &&
    day.getDate() === Number(date)
  );
}

// A hand-edited link's malformed date or person is dropped rather than sent for a 400.
const VALID: Partial<Record<keyof AuditFilters, (value: string) => boolean>> = {
  actor_id: (value) => UUID.test(value),
  from: isDay,
  to: isDay,
};

/** The filters a URL's search params carry. */
export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const filters = { ...NO_AUDIT_FILTERS };
  for (const name of FILTER_NAMES) {
    const value = params.get(name)?.trim() ?? '';
    if (value !== '' && (VALID[name]?.(value) ?? true)) filters[name] = value;
  }
  return filters;
}

/** The search params of the filters in force. */
export function writeAuditFilters(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) if (filters[name] !== '') params.set(name, filters[name]);
  return params;
}

/** True when any filter is in force. */
export function hasAuditFilters(filters: AuditFilters): boolean {
  return FILTER_NAMES.some((name) => filters[name] !== '');
}

/** The start of a local day, `days` after the one given, as the API's ISO timestamp. */
function startOfDay(day: string, days = 0): string {
  const [, year, month, date] = DAY.exec(day) ?? [];
  return new Date(Number(year), Number(month) - 1, Number(date) + days).toISOString();
}

/** The API's filters: `from` at the first day's start, `to` (exclusive) at the next day's start. */
export function toAuditFilterQuery(filters: AuditFilters): AuditFilterQuery {
  const query: AuditFilterQuery = {};
  if (filters.action !== '') query.action = filters.action;
  if (filters.actor_id !== '') query.actor_id = filters.actor_id;
  if (filters.target_type !== '') query.target_type = filters.target_type;
  if (filters.target_id !== '') query.target_id = filters.target_id;
  if (filters.from !== '') query.from = startOfDay(filters.from);
  if (filters.to !== '') query.to = startOfDay(filters.to, 1);
  return query;
}
