import type * as React from 'react';
import { cn } from '@/lib/utils';

/** The centred, padded column that every signed-in page's content sits in. */
export function PageContainer({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      className={cn('mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10', className)}
      {...props}
    />
  );
}
