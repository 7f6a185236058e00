import { getHeaderFooterConfig } from '@/api/layout';
import { Skeleton } from '@/components/ui/skeleton';
import { HeaderFooterForm } from './header-footer-form';
import { SettingsDialog } from './settings-dialog';

interface HeaderFooterDialogProps {
  documentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Header & Footer Settings (spec section 2): what prints at the top and bottom of every page. */
export function HeaderFooterDialog({ documentId, open, onOpenChange }: HeaderFooterDialogProps) {
  return (
    <SettingsDialog
      title="Header & Footer Settings"
      description="What prints at the top and bottom of every page of this document."
      className="sm:max-w-xl md:max-w-3xl"
      open={open}
      onOpenChange={onOpenChange}
      load={(signal) => getHeaderFooterConfig(documentId, { signal })}
      loadKey={documentId}
      skeleton={<HeaderFooterSkeleton />}
      failedTitle="Failed to load header & footer settings"
    >
      {(saved, handlers) => <HeaderFooterForm documentId={documentId} saved={saved} {...handlers} />}
    </SettingsDialog>
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
