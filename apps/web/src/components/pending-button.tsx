import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type PendingButtonProps = React.ComponentProps<typeof Button> & {
  /** True while the button's request runs: disabled, with a spinner. */
  pending: boolean;
  /** The label while pending, such as "Signing in..."; the normal label when omitted. */
  pendingLabel?: React.ReactNode;
};

/** A button that shows a spinner and stays disabled while its request runs. */
export function PendingButton({ pending, pendingLabel, disabled, children, ...props }: PendingButtonProps) {
  return (
    <Button disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {/* The label says what is happening; the spinner is decoration for screen readers. */}
      {pending && <Spinner aria-hidden="true" />}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
