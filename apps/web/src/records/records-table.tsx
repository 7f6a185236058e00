import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { RecordItem } from '@/api/records';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { formatRelativeTime } from '../documents/list/relative-time';
import { type RecordKindSpec, recordName } from './record-kinds';

const headCell = 'px-4 py-2.5 text-left font-medium text-muted-foreground text-xs uppercase tracking-wide';
// Below 640px a row becomes a card: name and buttons on top, details and date under the name.
const rowClasses =
  'transition-colors hover:bg-muted/40 max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-4 max-sm:py-3.5';
const detailCell = 'px-4 py-3 text-muted-foreground max-sm:col-start-1 max-sm:p-0';

/** The buttons of a row, by the record's id: the dialogs give focus back to them on close. */
export function rowButton(id: string, action: 'edit' | 'delete'): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-record-${action}="${CSS.escape(id)}"]`);
}

interface RecordsTableProps {
  spec: RecordKindSpec;
  records: RecordItem[];
  caption: string;
  /** True while a newer answer is on its way: the rows stay, dimmed. */
  refreshing: boolean;
  /** Null for those who may not write: no buttons then. */
  onEdit: ((record: RecordItem) => void) | null;
  onDelete: ((record: RecordItem) => void) | null;
}

/** A page of records: a table on wide screens, a list of cards on a phone. */
export function RecordsTable({ spec, records, caption, refreshing, onEdit, onDelete }: RecordsTableProps) {
  const writable = onEdit !== null || onDelete !== null;
  return (
    <table
      className={cn('w-full text-sm transition-opacity max-sm:block', refreshing && 'opacity-60')}
      aria-busy={refreshing || undefined}
    >
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b max-sm:hidden">
        <tr>
          <th scope="col" className={cn(headCell, 'pl-6')}>
            Name
          </th>
          <th scope="col" className={headCell}>
            Details
          </th>
          <th scope="col" className={headCell}>
            Last updated
          </th>
          {writable && (
            <th scope="col" className={cn(headCell, 'pr-4')}>
              <span className="sr-only">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y max-sm:block">
        {records.map((record) => {
          const name = recordName(record);
          const details = spec.details(record).join(' · ');
          return (
            <tr key={record.id} className={rowClasses}>
              <th
                scope="row"
                className="min-w-0 py-3 pr-4 pl-6 text-left font-medium text-foreground max-sm:col-start-1 max-sm:row-start-1 max-sm:block max-sm:p-0"
              >
                <span className="block break-words sm:truncate">{name}</span>
              </th>
              <td
                className={cn(detailCell, 'min-w-0 sm:w-[40%] sm:max-w-0', details === '' && 'max-sm:hidden')}
              >
                {details === '' ? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">No details</span>
                  </>
                ) : (
                  <span className="block truncate" title={details}>
                    {details}
                  </span>
                )}
              </td>
              <td className={cn(detailCell, 'whitespace-nowrap sm:w-40')}>
                <time dateTime={record.updated_at} title={formatDateTime(record.updated_at)}>
                  <span className="sm:hidden">Updated </span>
                  {formatRelativeTime(record.updated_at)}
                </time>
              </td>
              {writable && (
                <td className="whitespace-nowrap py-2 pr-4 pl-2 text-right max-sm:col-start-2 max-sm:row-span-3 max-sm:row-start-1 max-sm:p-0">
                  {onEdit && (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8 text-muted-foreground"
                      aria-label={`Edit ${name}`}
                      data-record-edit={record.id}
                      onClick={() => onEdit(record)}
                    >
                      <PencilIcon aria-hidden="true" />
                    </Button>
                  )}
                  {onDelete && (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8 text-muted-foreground"
                      aria-label={`Delete ${name}`}
                      data-record-delete={record.id}
                      onClick={() => onDelete(record)}
                    >
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  )}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
