import { useState } from 'react';
import { PendingButton } from '@/components/pending-button';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

interface ConflictDialogProps {
  /** The server's message; null when there is no conflict. */
  message: string | null;
  onDismiss: () => void;
  /** Takes the server's version, dropping the edits made here. */
  onReload: () => Promise<void>;
  /** Saves the edits made here over the other change. */
  onOverwrite: () => Promise<void>;
}

/** A save refused with 409: someone changed the document since it was opened here. */
export function ConflictDialog({ message, onDismiss, onReload, onOverwrite }: ConflictDialogProps) {
  const [pending, setPending] = useState<'reload' | 'overwrite' | null>(null);

  const run = async (choice: 'reload' | 'overwrite') => {
    setPending(choice);
    try {
      await (choice === 'reload' ? onReload() : onOverwrite());
    } finally {
      setPending(null);
    }
  };

  return (
    <AlertDialog open={message !== null} onOpenChange={(open) => !open && pending === null && onDismiss()}>
      <AlertDialogContent className="sm:max-w-md">
        <AlertDialogHeader>
          <AlertDialogTitle>This document changed elsewhere</AlertDialogTitle>
          {/* The server's message already says what happened and what each button does: said once. */}
          <AlertDialogDescription className="leading-relaxed">{message}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <PendingButton
            variant="outline"
            pending={pending === 'reload'}
            disabled={pending !== null}
            onClick={() => void run('reload')}
          >
            Reload
          </PendingButton>
          <PendingButton
            variant="destructive"
            pending={pending === 'overwrite'}
            disabled={pending !== null}
            onClick={() => void run('overwrite')}
          >
            Overwrite
          </PendingButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
