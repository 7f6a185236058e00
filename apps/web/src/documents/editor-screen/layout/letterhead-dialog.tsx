import { CircleAlertIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { getLetterhead, type Letterhead } from '@/api/layout';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { focusDialog } from './focus-dialog';
import { LetterheadForm } from './letterhead-form';

interface LetterheadDialogProps {
  documentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Loaded =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; letterhead: Letterhead | null };

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
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getLetterhead(documentId, { signal: controller.signal }).then(
      (letterhead) => setLoaded({ status: 'ready', letterhead }),
      () => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [documentId]);

  if (loaded.status === 'loading') return <LetterheadSkeleton />;
  if (loaded.status === 'failed') {
    return (
      <>
        <Alert variant="destructive">
          <CircleAlertIcon aria-hidden="true" />
          <AlertTitle>Failed to load letterhead</AlertTitle>
        </Alert>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </>
    );
  }
  return <LetterheadForm {...props} saved={loaded.letterhead} />;
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
