import { Skeleton } from '@/components/ui/skeleton';

/** Grey rows in the shape of the users table, while it loads. */
export function UsersTableSkeleton({ rows = 3 }: { rows?: number }) {
  const keys = Array.from({ length: rows }, (_, index) => `row-${index}`);
  return (
    <ul className="divide-y" aria-label="Loading">
      {keys.map((key) => (
        <li key={key} className="flex items-center gap-3 px-4 py-4 sm:px-6">
          <Skeleton className="size-9 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-3.5 w-40 max-w-full" />
            <Skeleton className="h-3 w-56 max-w-full" />
          </div>
          <Skeleton className="hidden h-8 w-28 sm:block" />
        </li>
      ))}
    </ul>
  );
}
