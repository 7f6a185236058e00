import { Skeleton } from '@/components/ui/skeleton';

// Name widths vary, as real names do, so the placeholder does not read as a striped block.
const nameWidths = ['w-56', 'w-72', 'w-44', 'w-64', 'w-52', 'w-60'];

/** Grey rows in the shape of the documents table, while the first page loads. */
export function DocumentsTableSkeleton({ label = 'Loading documents' }: { label?: string }) {
  return (
    <ul className="divide-y" aria-label={label}>
      {nameWidths.map((width) => (
        <li key={width} className="flex items-center gap-3 px-4 py-3.5 sm:px-6">
          <Skeleton className="size-9 shrink-0 rounded-lg" />
          <div className="grid flex-1 gap-2 sm:flex sm:items-center sm:gap-4">
            <Skeleton className={`h-3.5 max-w-full ${width} sm:flex-none`} />
            <Skeleton className="h-3 w-32 max-w-full sm:ml-auto sm:w-40" />
            <Skeleton className="hidden h-3 w-20 sm:block" />
          </div>
          <Skeleton className="size-6 shrink-0 rounded-md" />
        </li>
      ))}
    </ul>
  );
}
