import { EyeIcon, PencilIcon, TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { PreviewMode } from '@/merge-fields/merge-field-store';
import { MOD_KEY } from './editor-commands';

interface PreviewBarProps {
  mode: PreviewMode;
  onModeChange: (mode: PreviewMode) => void;
  /** How many of the document's fields have no value to show. */
  unsetCount: number;
  onExit: () => void;
}

const MODES: { value: PreviewMode; label: string }[] = [
  { value: 'labels', label: 'Labels' },
  { value: 'defaults', label: 'Default values' },
];

/** The bar that says the page is a preview: how unset fields show, the warning, the way back. */
export function PreviewBar({ mode, onModeChange, unsetCount, onExit }: PreviewBarProps) {
  return (
    <>
      <div className="flex h-10 shrink-0 items-center gap-2 border-b bg-primary px-3 text-primary-foreground text-xs sm:px-4">
        <EyeIcon className="size-3.5 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1 truncate">
          <span className="font-semibold">Preview</span>
          <span className="hidden text-primary-foreground/80 lg:inline"> · the document as it will read</span>
        </p>
        <fieldset className="flex items-center gap-0.5 rounded-md bg-primary-foreground/10 p-0.5">
          <legend className="sr-only">Show unset fields as</legend>
          {MODES.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={mode === option.value}
              onClick={() => onModeChange(option.value)}
              className="rounded px-2 py-1 text-primary-foreground/80 outline-none hover:text-primary-foreground focus-visible:ring-2 focus-visible:ring-primary-foreground/60 aria-pressed:bg-primary-foreground aria-pressed:font-medium aria-pressed:text-primary"
            >
              {option.label}
            </button>
          ))}
        </fieldset>
        <Button
          size="sm"
          variant="ghost"
          onClick={onExit}
          aria-label="Back to editing"
          className="h-7 text-primary-foreground hover:bg-primary-foreground/15! hover:text-primary-foreground!"
        >
          <PencilIcon aria-hidden="true" />
          <span className="hidden sm:inline">Back to editing</span>
          <span aria-hidden="true" className="hidden font-sans text-primary-foreground/70 md:inline">
            {MOD_KEY}P
          </span>
        </Button>
      </div>
      {unsetCount > 0 && (
        <div
          role="status"
          className="flex shrink-0 items-center gap-2 border-amber-300 border-b bg-amber-50 px-3 py-1.5 text-amber-900 text-xs sm:px-4"
        >
          <TriangleAlertIcon className="size-3.5 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-semibold">WARNING: Unset smart fields</span>
            <span className="text-amber-800">
              {' '}
              · {unsetCount} {unsetCount === 1 ? 'field has' : 'fields have'} no value yet
            </span>
          </p>
        </div>
      )}
    </>
  );
}
