import { LogoMark } from '@/components/layout/logo-mark';
import { Spinner } from '@/components/ui/spinner';

/** What the app shows while it finds out whether a stored session is still valid. */
export function FullPageSpinner() {
  return (
    // Fixed over the whole page, so that it looks the same under the app frame and the auth frame.
    <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-5 bg-background px-4">
      <LogoMark className="size-10" />
      <div className="flex items-center gap-2.5 text-muted-foreground text-sm">
        <Spinner aria-label="Loading your workspace" />
        <span aria-hidden="true">Loading your workspace…</span>
      </div>
    </div>
  );
}
