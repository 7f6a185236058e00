import type * as React from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

export interface AccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once closed: the item that opened the dialog is gone with its menu. */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
}

/**
 * The frame of a dialog opened from the account menu. Its children unmount when it closes, so each
 * opening starts afresh (no typed password stays in memory, a name starts from the user as now).
 */
export function AccountDialog({
  open,
  onOpenChange,
  returnFocusTo,
  title,
  description,
  children,
}: AccountDialogProps & { title: string; description: string; children: React.ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-md"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
