import type * as React from 'react';
import { cn } from '@/lib/utils';

/** The LexDraft mark: a navy rounded square with a white "L" and a gold accent (as in favicon.svg). */
export function LogoMark({ className, ...props }: React.ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn('fallback:size-8 shrink-0', className)}
      {...props}
    >
      <rect width="32" height="32" rx="7" className="fill-primary" />
      <path d="M10 8h3v13h9v3H10z" className="fill-primary-foreground" />
      <path d="M17 8h5l-3 4h-2z" className="fill-gold" />
    </svg>
  );
}

/** The mark followed by the "LexDraft" wordmark. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="font-semibold text-[1.0625rem] text-foreground tracking-tight">LexDraft</span>
    </span>
  );
}
