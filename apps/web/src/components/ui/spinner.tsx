import { Loader2Icon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

function Spinner({ className, 'aria-label': ariaLabel = 'Loading', ...props }: React.ComponentProps<'svg'>) {
  return (
    <Loader2Icon
      data-slot="spinner"
      role="status"
      aria-label={ariaLabel}
      className={cn('fallback:size-4 animate-spin', className)}
      {...props}
    />
  );
}

export { Spinner };
