import { EyeIcon, PencilIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MOD_KEY } from './editor-commands';

/** The thin bar that says the page is a preview, with the way back to editing. */
export function PreviewBar({ onExit }: { onExit: () => void }) {
  return (
    <div className="flex h-9 shrink-0 items-center gap-2 border-b bg-primary px-3 text-primary-foreground text-xs sm:px-4">
      <EyeIcon className="size-3.5 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1 truncate">
        <span className="font-semibold">Preview</span>
        <span className="hidden text-primary-foreground/80 sm:inline"> · the document as it will read</span>
      </p>
      <Button
        size="sm"
        variant="ghost"
        onClick={onExit}
        className="h-7 text-primary-foreground hover:bg-primary-foreground/15 hover:text-primary-foreground"
      >
        <PencilIcon aria-hidden="true" />
        Back to editing
        <span aria-hidden="true" className="hidden font-sans text-primary-foreground/70 sm:inline">
          {MOD_KEY}P
        </span>
      </Button>
    </div>
  );
}
