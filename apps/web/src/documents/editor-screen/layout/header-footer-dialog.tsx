import { useState } from 'react';
import { getHeaderFooterConfig } from '@/api/layout';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { focusDialog } from './focus-dialog';
import { HeaderFooterForm } from './header-footer-form';
import { LoadedSettings } from './loaded-settings';

interface HeaderFooterDialogProps {
  documentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

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
  return (
    <LoadedSettings
      load={(signal) => getHeaderFooterConfig(documentId, { signal })}
      loadKey={documentId}
      skeleton={<HeaderFooterSkeleton />}
      failedTitle="Failed to load header & footer settings"
    >
      {(saved) => <HeaderFooterForm {...props} saved={saved} />}
    </LoadedSettings>
  );
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
