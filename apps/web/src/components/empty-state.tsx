import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description: React.ReactNode;
  action?: React.ReactNode;
  className?: string;
}

/** A dashed card that says a list is empty and offers the first step. */
export function EmptyState({ icon: Icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-14 text-center sm:py-20',
        className,
      )}
    >
      <div className="mb-5 flex size-12 items-center justify-center rounded-full bg-primary/8 text-primary ring-8 ring-primary/4">
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <h2 className="font-semibold text-base text-foreground">{title}</h2>
      <p className="mt-1.5 max-w-sm text-muted-foreground text-sm leading-relaxed">{description}</p>
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
