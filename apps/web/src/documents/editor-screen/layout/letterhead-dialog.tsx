import { useState } from 'react';
import { getLetterhead } from '@/api/layout';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { focusDialog } from './focus-dialog';
import { LetterheadForm } from './letterhead-form';
import { LoadedSettings } from './loaded-settings';

interface LetterheadDialogProps {
  documentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Letterhead Settings (spec section 2): the image printed above the text on the first page. */
export function LetterheadDialog({ documentId, open, onOpenChange }: LetterheadDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        onOpenAutoFocus={focusDialog}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto outline-none sm:max-w-xl"
      >
        <DialogHeader>
          <DialogTitle>Letterhead Settings</DialogTitle>
          <DialogDescription>
            An image printed at the top of the first page, such as the firm&apos;s letterhead.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog, so each opening starts from what is saved. */}
        <LoadedLetterhead documentId={documentId} onBusyChange={setBusy} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function LoadedLetterhead(props: {
  documentId: string;
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
}) {
  const { documentId } = props;
  return (
    <LoadedSettings
      load={(signal) => getLetterhead(documentId, { signal })}
      loadKey={documentId}
      skeleton={<LetterheadSkeleton />}
      failedTitle="Failed to load letterhead"
    >
      {(saved) => <LetterheadForm {...props} saved={saved} />}
    </LoadedSettings>
  );
}

function LetterheadSkeleton() {
  return (
    <div role="status" aria-label="Loading letterhead" className="grid gap-5">
      <Skeleton className="h-9 w-40" />
      <Skeleton className="h-9 w-56" />
      <div className="grid grid-cols-2 gap-4">
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
      </div>
      <Skeleton className="h-40" />
    </div>
  );
}
