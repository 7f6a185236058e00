import { useState } from 'react';
import { PendingButton } from '@/components/pending-button';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
} from '@/components/ui/alert-dialog';
import { DeleteDocumentHeader } from '../delete-document-header';

interface DeleteDocumentDialogProps {
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Deletes; resolves once done (the screen leaves) or failed (the screen says so). */
  onConfirm: () => Promise<void>;
}

/** The Delete Document confirmation, worded as spec section 2 has it. */
export function DeleteDocumentDialog({ name, open, onOpenChange, onConfirm }: DeleteDocumentDialogProps) {
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
    }
  };

  return (
    // While the request runs the dialog stays open, so the outcome is seen where it was asked for.
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent className="sm:max-w-md">
        <DeleteDocumentHeader name={name} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <PendingButton variant="destructive" pending={pending} onClick={() => void confirm()}>
            Delete
          </PendingButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
