import type { DocumentSummary } from '@/api/documents';
import { DocumentFilters } from './document-filters';
import { DocumentsTable } from './documents-table';
import { DocumentsTableSkeleton } from './documents-table-skeleton';
import { hasFilters, PAGE_SIZE } from './list-filters';
import { ListPagination } from './list-pagination';
import { ListFailure, NoMatches } from './list-states';
import type { ListView } from './list-view';
import type { ListFilterControls } from './use-list-filters';

interface DocumentListPanelProps {
  controls: ListFilterControls;
  view: Exclude<ListView, 'empty'>;
  documents: DocumentSummary[];
  total: number;
  failure: string | null;
  onDelete: ((document: DocumentSummary) => void) | null;
}

function captionFor(filtered: boolean, page: number, total: number): string {
  const pages = Math.ceil(total / PAGE_SIZE);
  const what = filtered ? 'Documents matching your filters' : 'Documents';
  return pages > 1 ? `${what}, page ${page} of ${pages}` : what;
}

/** The card holding the toolbar, then the rows (or why there are none), then the page footer. */
export function DocumentListPanel({
  controls,
  view,
  documents,
  total,
  failure,
  onDelete,
}: DocumentListPanelProps) {
  const { filters, setPage, clearFilters } = controls;
  const showRows = view === 'rows' || view === 'refreshing';

  return (
    <section aria-label="Document list" className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <DocumentFilters {...controls} />
      {view === 'loading' && <DocumentsTableSkeleton />}
      {view === 'failure' && <ListFailure message={failure ?? ''} />}
      {view === 'no-matches' && <NoMatches onClear={clearFilters} />}
      {showRows && (
        <>
          <DocumentsTable
            documents={documents}
            caption={captionFor(hasFilters(filters), filters.page, total)}
            refreshing={view === 'refreshing'}
            onDelete={onDelete}
          />
          <div className="flex min-h-14 items-center border-t px-4 py-3 sm:px-6">
            <ListPagination
              page={filters.page}
              shown={documents.length}
              total={total}
              onPageChange={setPage}
            />
          </div>
        </>
      )}
    </section>
  );
}
