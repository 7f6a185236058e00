import { useEffect, useState } from 'react';
import { getVersion, restoreVersion, type VersionListItem } from '@/api/documents';
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
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { initialEditorHtml } from '@/editor/initial-content';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { compareVersions, type DiffBlock } from './version-diff';
import { VersionDiffView } from './version-diff-view';

export interface VersionCompareDialogProps {
  documentId: string;
  /** The version to show; the dialog is open while it is set. */
  version: VersionListItem | null;
  currentVersion: number;
  /** Shows "Restore this version" (those who may edit, not on a template). */
  canRestore: boolean;
  /** The editor holds changes not saved yet, which a restore replaces. */
  unsaved: boolean;
  onClose: () => void;
  /** After a restore: loads the document again so the editor shows the restored content. */
  onRestored: () => Promise<void>;
}

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; blocks: DiffBlock[] | null; plain: DiffBlock[] };

const htmlOf = (content: unknown) => initialEditorHtml(content);

/** One version, read-only, marked against the current version; with Restore for those who may edit. */
export function VersionCompareDialog(props: VersionCompareDialogProps) {
  const { version, onClose } = props;
  return (
    <Dialog open={version !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="flex max-h-[90dvh] flex-col sm:max-w-3xl">
        {version && <VersionCompare key={version.version} {...props} version={version} />}
      </DialogContent>
    </Dialog>
  );
}

function VersionCompare({
  documentId,
  version,
  currentVersion,
  canRestore,
  unsaved,
  onClose,
  onRestored,
}: VersionCompareDialogProps & { version: VersionListItem }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const isCurrent = version.version === currentVersion;

  useEffect(() => {
    const abort = new AbortController();
    const options = { signal: abort.signal };
    Promise.all([
      getVersion(documentId, version.version, options),
      isCurrent ? undefined : getVersion(documentId, currentVersion, options),
    ]).then(
      ([shown, current]) => {
        const html = htmlOf(shown.content);
        setLoaded({
          status: 'ready',
          blocks: compareVersions(current ? htmlOf(current.content) : html, html),
          plain: compareVersions(html, html) ?? [],
        });
      },
      (error: unknown) => {
        if (!abort.signal.aborted)
          setLoaded({ status: 'error', message: errorMessage(error, 'Failed to load version') });
      },
    );
    return () => abort.abort();
  }, [documentId, version.version, currentVersion, isCurrent]);

  const restore = async () => {
    setRestoring(true);
    try {
      // The version this history was compared with: a save made elsewhere since is a 409, not overwritten.
      const saved = await restoreVersion(documentId, version.version, currentVersion);
      toast.success(`Restored version ${version.version} as version ${saved.current_version}`);
      setConfirming(false);
      onClose();
      await onRestored();
    } catch (error) {
      toast.error('Restore failed', { description: errorMessage(error, 'Failed to restore version') });
    } finally {
      setRestoring(false);
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Version {version.version}</DialogTitle>
        <DialogDescription>
          {formatDateTime(version.created_at)}
          {version.author ? ` · ${version.author.name}` : ''}
          {isCurrent ? ' · the current version' : ''}
        </DialogDescription>
      </DialogHeader>
      {!isCurrent && loaded.status === 'ready' && loaded.blocks && (
        <p className="text-muted-foreground text-xs">
          Compared with the current version (Version {currentVersion}):{' '}
          <ins className="bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100">
            only in Version {version.version}
          </ins>
          ,{' '}
          <del className="bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100">
            only in the current version
          </del>
          .
        </p>
      )}
      <section
        className="min-h-0 flex-1 overflow-y-auto rounded-md border bg-background p-4"
        aria-label="Version text"
      >
        {loaded.status === 'loading' && (
          <div className="flex items-center gap-2 text-muted-foreground text-sm">
            <Spinner /> Loading version…
          </div>
        )}
        {loaded.status === 'error' && (
          <p role="alert" className="text-destructive text-sm">
            {loaded.message}
          </p>
        )}
        {loaded.status === 'ready' && (
          <>
            {!loaded.blocks && (
              <p className="mb-2 text-muted-foreground text-xs">
                This version differs too much from the current one to mark the changes.
              </p>
            )}
            <VersionDiffView blocks={loaded.blocks ?? loaded.plain} />
          </>
        )}
      </section>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        {canRestore && !isCurrent && (
          <Button onClick={() => setConfirming(true)} disabled={loaded.status !== 'ready'}>
            Restore this version
          </Button>
        )}
      </DialogFooter>
      <AlertDialog open={confirming} onOpenChange={(open) => !restoring && setConfirming(open)}>
        <AlertDialogContent className="sm:max-w-md">
          <AlertDialogHeader>
            <AlertDialogTitle>Restore version {version.version}?</AlertDialogTitle>
            <AlertDialogDescription>
              Its content becomes a new version, {currentVersion + 1}; every version stays in the history.
              {unsaved ? ' Changes not saved yet in the editor are discarded.' : ''}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={restoring}>Cancel</AlertDialogCancel>
            <PendingButton pending={restoring} onClick={() => void restore()}>
              Restore
            </PendingButton>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
