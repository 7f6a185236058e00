import type { AuditItem } from '@lexdraft/contract';

// The audit log as CSV (RFC 4180). A spreadsheet runs a cell that starts with = + - @ (or a tab or
// carriage return, OWASP's list) as a formula, and actions, names and details are text that users
// and clients chose: such a cell is prefixed with a single quote, which shows it as text.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV cell: defused against formulas, then quoted when it holds a quote, comma or line break. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const AUDIT_CSV_HEADER = csvLine([
  'id',
  'at',
  'actor_id',
  'actor_name',
  'actor_email',
  'action',
  'target_type',
  'target_id',
  'ip',
  'user_agent',
  'details',
]);

/** One audit row as a CSV line, its details as JSON text. */
export function auditCsvLine(item: AuditItem): string {
  return csvLine([
    item.id,
    item.at,
    item.actor?.id ?? null,
    item.actor?.name ?? null,
    item.actor?.email ?? null,
    item.action,
    item.target_type,
    item.target_id,
    item.ip,
    item.user_agent,
    JSON.stringify(item.details),
  ]);
}
