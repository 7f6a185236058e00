import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format-date';
import { formatRelativeTime } from '@/lib/relative-time';
import { cn } from '@/lib/utils';

// The app's lists (documents, templates, records): a table on wide screens and, below 640px, each
// row a card, so a page never scrolls sideways on a phone. The rows keep their own cells; the
// frame, the header and the pieces every list shows the same way live here.

const headCell = 'px-4 py-2.5 text-left font-medium text-muted-foreground text-xs uppercase tracking-wide';

/**
 * A row's classes: on a phone a grid with the name and the actions on top, the details under the
 * name. The space between the card's lines (max-sm:gap-y-*) is the row's own.
 */
export const listRowClasses =
  'transition-colors hover:bg-muted/40 max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:px-4 max-sm:py-3.5';

export interface ListColumn {
  label: string;
  /** Width or visibility of the column's header cell. */
  className?: string;
}

interface ListTableProps {
  /** What the caption tells screen readers about this page of the list. */
  caption: string;
  /** The first column's header: the row's name. */
  nameLabel: string;
  /** The columns after the name's, before the actions'. */
  columns: ListColumn[];
  /** Whether the rows end with an actions cell (a menu or buttons). */
  withActions: boolean;
  /** True while a newer answer is on its way: the rows stay, dimmed. */
  refreshing: boolean;
  children: ReactNode;
}

/** A page of a list: caption, header and the rows given. */
export function ListTable({
  caption,
  nameLabel,
  columns,
  withActions,
  refreshing,
  children,
}: ListTableProps) {
  return (
    <table
      className={cn('w-full text-sm transition-opacity max-sm:block', refreshing && 'opacity-60')}
      aria-busy={refreshing || undefined}
    >
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b max-sm:hidden">
        <tr>
          <th scope="col" className={cn(headCell, 'pl-6')}>
            {nameLabel}
          </th>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={cn(headCell, column.className)}>
              {column.label}
            </th>
          ))}
          {withActions && (
            <th scope="col" className={cn(headCell, 'pr-4')}>
              <span className="sr-only">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y max-sm:block">{children}</tbody>
    </table>
  );
}

/** When a row last changed: relative, the full date on hover, and "Updated" before it on a phone. */
export function UpdatedAt({ at }: { at: string }) {
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      <span className="sm:hidden">Updated </span>
      {formatRelativeTime(at)}
    </time>
  );
}

/** A one-line text cut to its cell (whole on hover), or a dash read out as `emptyLabel`. */
export function TruncatedText({ text, emptyLabel }: { text: string; emptyLabel: string }) {
  if (text === '') {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{emptyLabel}</span>
      </>
    );
  }
  return (
    <span className="block truncate" title={text}>
      {text}
    </span>
  );
}
