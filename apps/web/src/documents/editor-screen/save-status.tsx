import { CheckIcon, CircleDotIcon, EyeIcon, LockIcon, RefreshCwIcon, WifiOffIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { SaveQueue, SaveStatus } from './use-document-save';

interface SaveStatusTextProps {
  status: SaveStatus;
  /** Saves waiting for the network; none by default. */
  queue?: SaveQueue;
  dirty: boolean;
  preview: boolean;
  readOnly: boolean;
}

function describe({ status, queue = 'none', dirty, preview, readOnly }: SaveStatusTextProps) {
  if (queue === 'sending')
    return { text: 'Saving queued changes', icon: RefreshCwIcon, spin: true, tone: '' };
  if (status === 'saving') return { text: 'Saving...', icon: RefreshCwIcon, spin: true, tone: '' };
  if (status === 'autosaving') return { text: 'Auto-saving...', icon: RefreshCwIcon, spin: true, tone: '' };
  if (readOnly) return { text: 'Read only', icon: LockIcon, spin: false, tone: '' };
  if (preview) return { text: 'Preview', icon: EyeIcon, spin: false, tone: 'text-primary' };
  if (queue === 'offline')
    return { text: 'Offline', icon: WifiOffIcon, spin: false, tone: 'text-warning-foreground' };
  if (dirty)
    return { text: 'Unsaved changes', icon: CircleDotIcon, spin: false, tone: 'text-warning-foreground' };
  return { text: 'Saved', icon: CheckIcon, spin: false, tone: 'text-success' };
}

/** The one-word state of the document under its title, read out politely when it changes. */
export function SaveStatusText(props: SaveStatusTextProps) {
  const { text, icon: Icon, spin, tone } = describe(props);
  return (
    <p
      data-slot="save-status"
      role="status"
      aria-live="polite"
      className="flex items-center gap-1 px-1.5 text-muted-foreground text-xs leading-4"
    >
      <Icon aria-hidden="true" className={cn('size-3 shrink-0', tone, spin && 'animate-spin')} />
      <span className="truncate">{text}</span>
    </p>
  );
}
