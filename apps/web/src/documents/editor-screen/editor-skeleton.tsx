import { Skeleton } from '@/components/ui/skeleton';

// The grey lines that stand in for text on the blank sheet: a title, then two paragraphs.
const placeholderLines = [
  { id: 'title', className: 'mb-8 h-5 w-2/5' },
  { id: 'line-1', className: 'h-3 w-full' },
  { id: 'line-2', className: 'h-3 w-11/12' },
  { id: 'line-3', className: 'h-3 w-full' },
  { id: 'line-4', className: 'mb-6 h-3 w-3/4' },
  { id: 'line-5', className: 'h-3 w-full' },
  { id: 'line-6', className: 'h-3 w-5/6' },
  { id: 'line-7', className: 'h-3 w-2/3' },
];

/** The editor screen while its document loads: the title bar's shape over a blank A4 sheet. */
export function EditorSkeleton() {
  return (
    <div role="status" aria-label="Loading document" className="flex min-h-0 flex-1 flex-col">
      <div className="flex h-14 shrink-0 items-center gap-3 border-b bg-card px-3 sm:px-4">
        <Skeleton className="size-8" />
        <div className="min-w-0 flex-1 space-y-1.5">
          <Skeleton className="h-5 w-48 max-w-full sm:w-72" />
          <Skeleton className="h-3 w-20" />
        </div>
        <Skeleton className="hidden h-8 w-20 md:block" />
        <Skeleton className="hidden h-8 w-24 md:block" />
        <Skeleton className="size-8" />
      </div>
      <div className="flex min-h-0 flex-1 overflow-hidden bg-muted/60">
        <div className="flex-1 px-3 py-6 sm:px-8 sm:py-10">
          <div
            aria-hidden="true"
            className="mx-auto aspect-[21/29.7] w-full max-w-[21cm] space-y-4 rounded-sm bg-card px-[6%] py-[8%] shadow-md ring-1 ring-border"
          >
            {placeholderLines.map((line) => (
              <Skeleton key={line.id} className={line.className} />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
