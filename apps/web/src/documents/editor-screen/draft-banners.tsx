import { HistoryIcon, LogInIcon, UnplugIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';

interface RecoveryBannerProps {
  /** When the draft was written (ms since the epoch). */
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back the unsaved text an earlier page left in this browser (a reload, a crash, an ended session). */
export function RecoveryBanner({ savedAt, onRestore, onDiscard }: RecoveryBannerProps) {
  const time = formatDateTime(new Date(savedAt).toISOString());
  return (
    <section
      aria-label="Unsaved changes on this device"
      data-slot="recovery-banner"
      className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-2 border-b bg-warning/10 px-3 py-2.5 sm:px-4"
    >
      <HistoryIcon className="size-4 shrink-0 text-warning-foreground" aria-hidden="true" />
      <p className="min-w-0 flex-1 text-sm">Restore unsaved changes from {time}</p>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" onClick={onRestore}>
          Restore
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </section>
  );
}

interface SessionEndedBannerProps {
  onSignIn: () => void;
}

/** Says in the editor that the session is over and the typed text is safe on this device. */
export function SessionEndedBanner({ onSignIn }: SessionEndedBannerProps) {
  return (
    <section
      role="alert"
      aria-label="Session ended"
      data-slot="session-ended-banner"
      className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-2 border-b bg-destructive/10 px-3 py-2.5 sm:px-4"
    >
      <UnplugIcon className="size-4 shrink-0 text-destructive" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-sm">Your session has ended</p>
        <p className="text-muted-foreground text-xs">
          Your changes are kept on this device. Sign in again to restore and save them.
        </p>
      </div>
      <Button size="sm" onClick={onSignIn}>
        <LogInIcon aria-hidden="true" />
        Sign In
      </Button>
    </section>
  );
}
