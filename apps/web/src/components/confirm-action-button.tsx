import type * as React from 'react';
import { useState } from 'react';
import { PendingButton } from '@/components/pending-button';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';

type ConfirmActionButtonProps = {
  /** The button that opens the confirmation. */
  trigger: React.ReactElement;
  title: React.ReactNode;
  description: React.ReactNode;
  /** The destructive button's label, such as "Remove". */
  confirmLabel: string;
  /** Runs the action; resolves false to keep the dialog open (the caller has said why). */
  onConfirm: () => Promise<boolean>;
};

/** A destructive action behind a confirmation dialog that stays open while the action runs. */
export function ConfirmActionButton({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
}: ConfirmActionButtonProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      if (await onConfirm()) setOpen(false);
    } finally {
      setPending(false);
    }
  };

  return (
    // While the request runs the dialog stays open, so the outcome is seen where it was asked for.
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent className="sm:max-w-md">
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription className="leading-relaxed">{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <PendingButton variant="destructive" pending={pending} onClick={() => void confirm()}>
            {confirmLabel}
          </PendingButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
