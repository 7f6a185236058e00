import { ChevronRightIcon } from 'lucide-react';
import type * as React from 'react';
import { useId, useState } from 'react';
import { cn } from '@/lib/utils';

interface MergeFieldGroupProps {
  title: string;
  /** The group's distinct fields. */
  count: number;
  children: React.ReactNode;
}

/** One group of the Merge Fields panel (Person, Entity, Custom Fields), open until collapsed. */
export function MergeFieldGroup({ title, count, children }: MergeFieldGroupProps) {
  const [open, setOpen] = useState(true);
  const id = useId();
  const contentId = `${id}-fields`;
  return (
    <section aria-labelledby={id} className="px-2 py-1.5">
      <h3 id={id}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center gap-1.5 rounded-md px-2 py-1.5 font-semibold text-muted-foreground text-xs uppercase tracking-wide outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ChevronRightIcon
            aria-hidden="true"
            className={cn(
              'size-3.5 shrink-0 transition-transform motion-reduce:transition-none',
              open && 'rotate-90',
            )}
          />
          {title} <CountPill count={count} className="ml-auto" />
        </button>
      </h3>
      {/* Hidden, not removed: a field's local draft and rename survive collapsing. */}
      <div id={contentId} hidden={!open} className="space-y-3.5 px-2 pt-1.5 pb-3">
        {children}
      </div>
    </section>
  );
}

/** A small count beside a title, read as "N fields". */
export function CountPill({ count, className }: { count: number; className?: string }) {
  return (
    <span
      className={cn(
        'rounded-full bg-muted px-1.5 font-medium text-[11px] text-muted-foreground tabular-nums normal-case tracking-normal',
        className,
      )}
    >
      {count} <span className="sr-only">{count === 1 ? 'field' : 'fields'}</span>
    </span>
  );
}
