import type { AuditItem } from '@lexdraft/contract';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { actionLabel } from './audit-actions';
import { AuditActor, shortId } from './audit-entry-parts';

// Below 640px the table reflows into one card per entry, as the users table does: rows become
// grids and cells carry their own small labels, so the page never scrolls sideways on a phone.
const headCell = 'px-4 py-3 text-left font-medium text-muted-foreground text-xs uppercase tracking-wide';
const cell = 'px-4 py-3 align-top max-sm:p-0';
const mobileLabel = 'mb-0.5 block text-muted-foreground text-xs sm:hidden';

interface AuditTableProps {
  entries: AuditItem[];
  onOpen: (entry: AuditItem) => void;
}

/** The entries read so far: when, who, what, on what, from where. A row opens its details. */
export function AuditTable({ entries, onOpen }: AuditTableProps) {
  return (
    <table className="w-full text-sm max-sm:block">
      <caption className="sr-only">Audit log entries, newest first</caption>
      <thead className="border-b bg-muted/40 max-sm:hidden">
        <tr>
          <th scope="col" className={cn(headCell, 'pl-6')}>
            When
          </th>
          <th scope="col" className={headCell}>
            Who
          </th>
          <th scope="col" className={headCell}>
            Action
          </th>
          <th scope="col" className={headCell}>
            Target
          </th>
          <th scope="col" className={cn(headCell, 'pr-6')}>
            IP
          </th>
        </tr>
      </thead>
      <tbody className="divide-y max-sm:block">
        {entries.map((entry) => (
          <tr
            key={entry.id}
            className="group relative transition-colors hover:bg-muted/40 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-2 max-sm:px-4 max-sm:py-3.5"
          >
            <td className={cn(cell, 'whitespace-nowrap pl-6 max-sm:col-span-2')}>
              {/* The button covers the row (its ::after): a click anywhere on it, or Enter, opens the details. */}
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => onOpen(entry)}
                className="rounded-sm text-left text-foreground outline-none after:absolute after:inset-0 hover:underline hover:underline-offset-4 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="sr-only">Details of the entry of </span>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </button>
            </td>
            <td className={cn(cell, 'min-w-0 sm:max-w-56')}>
              <span className={mobileLabel}>Who</span>
              <AuditActor actor={entry.actor} />
            </td>
            <td className={cn(cell, 'min-w-0')}>
              <span className={mobileLabel}>Action</span>
              <span className="block text-foreground">{actionLabel(entry.action)}</span>
              <code className="block truncate font-mono text-muted-foreground text-xs">{entry.action}</code>
            </td>
            <td className={cn(cell, 'min-w-0 text-muted-foreground')}>
              <span className={mobileLabel}>Target</span>
              {entry.target_type === null && entry.target_id === null ? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">None</span>
                </>
              ) : (
                <span className="block truncate" title={entry.target_id ?? undefined}>
                  {entry.target_type}
                  {entry.target_id !== null && (
                    <code className="ml-1.5 font-mono text-xs">{shortId(entry.target_id)}</code>
                  )}
                </span>
              )}
            </td>
            <td className={cn(cell, 'whitespace-nowrap pr-6 font-mono text-muted-foreground text-xs')}>
              <span className={cn(mobileLabel, 'font-sans')}>IP</span>
              {entry.ip ?? '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
