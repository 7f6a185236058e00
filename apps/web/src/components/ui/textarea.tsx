import type * as React from 'react';
import { cn } from '@/lib/utils';

function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'field-sizing-content flex fallback:min-h-16 w-full rounded-md border border-input fallback:bg-card px-3 fallback:py-2 fallback:text-base fallback:shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground fallback:focus-visible:border-ring fallback:focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 fallback:md:text-sm',
        className,
      )}
      {...props}
    />
  );
}

export { Textarea };
