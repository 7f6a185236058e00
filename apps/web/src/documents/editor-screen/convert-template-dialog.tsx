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
} from '@/components/ui/alert-dialog';

/** What converting clears (issue 28): a template keeps no client's values. */
export const CONVERT_CLEARS =
  "The document's own values (typed, from records and from interviews) are not kept; the firm's defaults stay.";

interface ConvertTemplateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves, converts and reloads; resolves once done or failed (the screen says which). */
  onConfirm: () => Promise<void>;
}

/** Asks before converting, saying what the template will not keep. */
export function ConvertTemplateDialog({ open, onOpenChange, onConfirm }: ConvertTemplateDialogProps) {
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
      onOpenChange(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent className="sm:max-w-md">
        <AlertDialogHeader>
          <AlertDialogTitle>Convert to Template</AlertDialogTitle>
          <AlertDialogDescription className="leading-relaxed">
            The template keeps this document's text and becomes read-only. {CONVERT_CLEARS}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <PendingButton pending={pending} onClick={() => void confirm()}>
            Convert
          </PendingButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
