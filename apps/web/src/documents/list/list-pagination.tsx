import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PAGE_SIZE } from './list-filters';

interface ListPaginationProps {
  page: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** The list's footer: how many there are and, past one page, which ones and Previous / Next. */
export function ListPagination({ page, shown, total, onPageChange }: ListPaginationProps) {
  if (total <= PAGE_SIZE) {
    return (
      <p className="text-muted-foreground text-sm">
        {total} {total === 1 ? 'document' : 'documents'}
      </p>
    );
  }
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = first + Math.max(shown, 1) - 1;

  return (
    <nav aria-label="Pages" className="flex w-full items-center justify-between gap-3">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {/* A phone has room for the numbers only; screen readers still hear the whole phrase. */}
        <span className="max-sm:sr-only">Showing </span>
        <span className="font-medium text-foreground tabular-nums">
          {first}–{last}
        </span>{' '}
        of <span className="font-medium text-foreground tabular-nums">{total}</span>
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeftIcon aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={last >= total} onClick={() => onPageChange(page + 1)}>
          Next
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
