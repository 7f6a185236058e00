import { CircleAlertIcon } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';

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

/**
 * A settings dialog's body: the saved settings loaded when it mounts (so each opening starts from
 * what is saved), a skeleton meanwhile, an error with Close if they cannot be had.
 */
export function LoadedSettings<T>({
  load,
  loadKey,
  skeleton,
  failedTitle,
  children,
}: LoadedSettingsProps<T>) {
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
