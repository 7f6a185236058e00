import { getLetterhead } from '@/api/layout';
import { Skeleton } from '@/components/ui/skeleton';
import { LetterheadForm } from './letterhead-form';
import { SettingsDialog } from './settings-dialog';

interface LetterheadDialogProps {
  documentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Letterhead Settings (spec section 2): the image printed above the text on the first page. */
export function LetterheadDialog({ documentId, open, onOpenChange }: LetterheadDialogProps) {
  return (
    <SettingsDialog
      title="Letterhead Settings"
      description="An image printed at the top of the first page, such as the firm's letterhead."
      className="sm:max-w-xl"
      open={open}
      onOpenChange={onOpenChange}
      load={(signal) => getLetterhead(documentId, { signal })}
      loadKey={documentId}
      skeleton={<LetterheadSkeleton />}
      failedTitle="Failed to load letterhead"
    >
      {(saved, handlers) => <LetterheadForm documentId={documentId} saved={saved} {...handlers} />}
    </SettingsDialog>
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
