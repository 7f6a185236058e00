import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

interface PanelEmptyStateProps {
  icon: LucideIcon;
  title: string;
  description: React.ReactNode;
  /** `primary` invites a first step; `muted` says something is unavailable. */
  tone?: 'primary' | 'muted';
  action?: React.ReactNode;
}

/** What a side-panel tab shows when it has nothing yet: EmptyState's smaller, borderless sibling. */
export function PanelEmptyState({
  icon: Icon,
  title,
  description,
  tone = 'primary',
  action,
}: PanelEmptyStateProps) {
  return (
    <div className="flex flex-col items-center px-6 py-10 text-center">
      <div
        className={cn(
          'mb-4 flex size-11 items-center justify-center rounded-full',
          tone === 'primary'
            ? 'bg-primary/8 text-primary ring-8 ring-primary/4'
            : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </div>
      <h3 className="font-semibold text-sm">{title}</h3>
      <p className="mt-1.5 text-muted-foreground text-sm leading-relaxed">{description}</p>
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
