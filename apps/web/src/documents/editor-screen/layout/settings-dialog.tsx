import { CircleAlertIcon } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
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
import { cn } from '@/lib/utils';
import { focusDialog } from './focus-dialog';

type Loaded<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T };

interface LoadedSettingsProps<T> {
  /** What the dialog edits, asked for again whenever `loadKey` changes. */
  load: (signal: AbortSignal) => Promise<T>;
  loadKey: string;
  /** Shown while it loads. */
  skeleton: ReactNode;
  /** The title of the error shown when it cannot be loaded (the dialog then offers Close only). */
  failedTitle: string;
  /** The form, once the saved settings are here. */
  children: (saved: T) => ReactNode;
}

/** What a settings form is handed besides the saved settings. */
export type SettingsFormHandlers = {
  /** While true (an upload or a save under way), the dialog does not close. */
  onBusyChange: (busy: boolean) => void;
  /** Closes the dialog once the form is done. */
  onDone: () => void;
};

interface SettingsDialogProps<T> extends Omit<LoadedSettingsProps<T>, 'children'> {
  title: string;
  description: ReactNode;
  /** Its width classes. */
  className: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The form, once the saved settings are here. */
  children: (saved: T, handlers: SettingsFormHandlers) => ReactNode;
}

/**
 * A layout settings dialog (Letterhead, Header & Footer): it stays open while its form is busy,
 * and its body is mounted with it, so each opening starts from what is saved.
 */
export function SettingsDialog<T>(props: SettingsDialogProps<T>) {
  const { title, description, className, open, onOpenChange, children, ...loading } = props;
  const [busy, setBusy] = useState(false);
  const handlers: SettingsFormHandlers = { onBusyChange: setBusy, onDone: () => onOpenChange(false) };
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        onOpenAutoFocus={focusDialog}
        className={cn('max-h-[calc(100dvh-2rem)] overflow-y-auto outline-none', className)}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <LoadedSettings {...loading}>{(saved) => children(saved, handlers)}</LoadedSettings>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A settings dialog's body: the saved settings loaded when it mounts (so each opening starts from
 * what is saved), a skeleton meanwhile, an error with Close if they cannot be had.
 */
function LoadedSettings<T>({ load, loadKey, skeleton, failedTitle, children }: LoadedSettingsProps<T>) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads again for another key only; `load` is a new closure each render.
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => setLoaded({ status: 'ready', value }),
      () => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [loadKey]);

  if (loaded.status === 'loading') return skeleton;
  if (loaded.status === 'failed') {
    return (
      <>
        <Alert variant="destructive">
          <CircleAlertIcon aria-hidden="true" />
          <AlertTitle>{failedTitle}</AlertTitle>
        </Alert>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </>
    );
  }
  return children(loaded.value);
}
