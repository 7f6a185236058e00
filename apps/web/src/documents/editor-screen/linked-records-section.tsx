import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { LinkedRecord } from '@/api/documents';

interface LinkedRecordsSectionProps {
  title: string;
  icon: LucideIcon;
  records: LinkedRecord[];
  /** Said when nothing is linked, such as "No entities linked". */
  emptyText: string;
}

/** One kind of linked record in Document Info: its names, or a line saying there are none. */
export function LinkedRecordsSection({ title, icon: Icon, records, emptyText }: LinkedRecordsSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3
        id={headingId}
        className="flex items-center gap-1.5 font-semibold text-muted-foreground text-xs uppercase tracking-wide"
      >
        <Icon className="size-3.5" aria-hidden="true" />
        {title}
        {records.length > 0 && (
          <span className="ml-auto rounded-full bg-muted px-1.5 font-medium text-[11px] tabular-nums">
            {records.length}
          </span>
        )}
      </h3>
      {records.length === 0 ? (
        <p className="rounded-md border border-dashed px-3 py-2 text-muted-foreground text-sm">{emptyText}</p>
      ) : (
        <ul className="space-y-1">
          {records.map((record) => (
            <li
              key={record.id}
              className="flex min-w-0 items-center gap-2 rounded-md border bg-card px-3 py-1.5 text-sm shadow-xs"
            >
              <span className="truncate" title={record.name}>
                {record.name}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
