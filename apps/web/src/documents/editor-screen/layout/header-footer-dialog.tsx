import { CircleAlertIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { getHeaderFooterConfig, type HeaderFooterConfig } from '@/api/layout';
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
import { HeaderFooterForm } from './header-footer-form';

interface HeaderFooterDialogProps {
  documentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; config: HeaderFooterConfig };

/** Header & Footer Settings (spec section 2): what prints at the top and bottom of every page. */
export function HeaderFooterDialog({ documentId, open, onOpenChange }: HeaderFooterDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        onOpenAutoFocus={focusDialog}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto outline-none sm:max-w-xl md:max-w-3xl"
      >
        <DialogHeader>
          <DialogTitle>Header &amp; Footer Settings</DialogTitle>
          <DialogDescription>
            What prints at the top and bottom of every page of this document.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog, so each opening starts from what is saved. */}
        <LoadedHeaderFooter
          documentId={documentId}
          onBusyChange={setBusy}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function LoadedHeaderFooter(props: {
  documentId: string;
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
}) {
  const { documentId } = props;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getHeaderFooterConfig(documentId, { signal: controller.signal }).then(
      (config) => setLoaded({ status: 'ready', config }),
      () => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [documentId]);

  if (loaded.status === 'loading') return <HeaderFooterSkeleton />;
  if (loaded.status === 'failed') {
    return (
      <>
        <Alert variant="destructive">
          <CircleAlertIcon aria-hidden="true" />
          <AlertTitle>Failed to load header &amp; footer settings</AlertTitle>
        </Alert>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </>
    );
  }
  return <HeaderFooterForm {...props} saved={loaded.config} />;
}

function HeaderFooterSkeleton() {
  return (
    <div role="status" aria-label="Loading header & footer settings" className="grid gap-5">
      <Skeleton className="h-9 w-48" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-9 w-40" />
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-9 w-56" />
    </div>
  );
}
