import type * as React from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

/** The app's one toast outlet: a single visible toast at a time (spec section 8), top right. */
function Toaster({ ...props }: ToasterProps) {
  return (
    <Sonner
      className="toaster group"
      position="top-right"
      visibleToasts={1}
      richColors
      closeButton
      style={
        {
          '--normal-bg': 'var(--color-popover)',
          '--normal-text': 'var(--color-popover-foreground)',
          '--normal-border': 'var(--color-border)',
          '--border-radius': 'var(--radius-lg)',
        } as React.CSSProperties
      }
      toastOptions={{ classNames: { toast: 'font-sans' } }}
      {...props}
    />
  );
}

export { Toaster };
