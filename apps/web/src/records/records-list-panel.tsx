import { ChevronLeftIcon, ChevronRightIcon, CircleAlertIcon, RotateCwIcon } from 'lucide-react';
import type { RecordItem, RecordPage } from '@/api/records';
import { Button } from '@/components/ui/button';
import { DocumentsTableSkeleton } from '../documents/list/documents-table-skeleton';
import { ListMessage, NoMatches } from '../documents/list/list-states';
import { SearchField } from '../documents/list/search-field';
import type { RecordKindSpec } from './record-kinds';
import { RecordsTable } from './records-table';

export const RECORDS_PAGE_SIZE = 25;

interface RecordsListPanelProps {
  spec: RecordKindSpec;
  q: string;
  offset: number;
  page: RecordPage | null;
  loading: boolean;
  failure: string | null;
  onSearch: (q: string) => void;
  onOffset: (offset: number) => void;
  onRetry: () => void;
  onEdit: ((record: RecordItem) => void) | null;
  onDelete: ((record: RecordItem) => void) | null;
}

/** The card of one tab: search, then the rows (or a skeleton, or why there are none), then paging. */
export function RecordsListPanel(props: RecordsListPanelProps) {
  const { spec, q, page, loading, failure, onSearch, onRetry } = props;
  const noun = spec.plural.toLowerCase();

  return (
    <section
      aria-label={`${spec.plural} list`}
      className="overflow-hidden rounded-xl border bg-card shadow-sm"
    >
      <div className="border-b px-4 py-3 sm:px-6">
        <SearchField
          key={spec.tab}
          id="record-search"
          label={`Search ${noun}`}
          value={q}
          onSearch={onSearch}
          className="sm:max-w-sm"
        />
      </div>
      {failure !== null && (page === null || !loading) ? (
        <ListMessage icon={CircleAlertIcon} tone="error" title={`${spec.plural} could not be loaded`}>
          <p role="alert" className="mt-1.5 max-w-md text-destructive text-sm">
            {failure}
          </p>
          <Button variant="outline" className="mt-5" onClick={onRetry}>
            <RotateCwIcon aria-hidden="true" />
            Try again
          </Button>
        </ListMessage>
      ) : page === null ? (
        <DocumentsTableSkeleton label={`Loading ${noun}`} />
      ) : page.items.length === 0 ? (
        <NoMatches
          title={`No ${noun} match “${q}”`}
          hint="Try another part of the name."
          clearLabel="Clear search"
          onClear={() => onSearch('')}
        />
      ) : (
        <Rows {...props} page={page} />
      )}
    </section>
  );
}

function Rows({
  spec,
  q,
  offset,
  page,
  loading,
  onOffset,
  onEdit,
  onDelete,
}: RecordsListPanelProps & { page: RecordPage }) {
  const first = offset + 1;
  const last = offset + page.items.length;
  const noun = spec.plural.toLowerCase();
  const caption = q === '' ? spec.plural : `${spec.plural} matching “${q}”`;
  return (
    <>
      <RecordsTable
        spec={spec}
        records={page.items}
        caption={caption}
        refreshing={loading}
        onEdit={onEdit}
        onDelete={onDelete}
      />
      <div className="flex min-h-14 items-center border-t px-4 py-3 sm:px-6">
        {page.total <= RECORDS_PAGE_SIZE && offset === 0 ? (
          <p className="text-muted-foreground text-sm">
            {page.total} {page.total === 1 ? spec.singular : noun}
          </p>
        ) : (
          <nav aria-label="Pages" className="flex w-full items-center justify-between gap-3">
            <p className="text-muted-foreground text-sm" aria-live="polite">
              <span className="max-sm:sr-only">Showing </span>
              <span className="font-medium text-foreground tabular-nums">
                {first}–{last}
              </span>{' '}
              of <span className="font-medium text-foreground tabular-nums">{page.total}</span>
            </p>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={offset === 0}
                onClick={() => onOffset(Math.max(0, offset - RECORDS_PAGE_SIZE))}
              >
                <ChevronLeftIcon aria-hidden="true" />
                Previous
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={last >= page.total}
                onClick={() => onOffset(offset + RECORDS_PAGE_SIZE)}
              >
                Next
                <ChevronRightIcon aria-hidden="true" />
              </Button>
            </div>
          </nav>
        )}
      </div>
    </>
  );
}
