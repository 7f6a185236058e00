import { LayoutTemplateIcon } from 'lucide-react';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

interface FieldValuesFooterProps {
  readOnly: boolean;
  /** An autosave runs: Auto-saving... shows. */
  autoSaving: boolean;
  /** Save Values runs. */
  saving: boolean;
  /** Opens the templates view; the button is left out when undefined (in that view). */
  onTemplates: (() => void) | undefined;
  onCancel: () => void;
  onSave: () => void;
}

/** The dialog's buttons: Templates, the autosave status, Cancel and Save Values. */
export function FieldValuesFooter({
  readOnly,
  autoSaving,
  saving,
  onTemplates,
  onCancel,
  onSave,
}: FieldValuesFooterProps) {
  return (
    <DialogFooter className="flex-row items-center gap-2 border-t px-4 py-4 sm:justify-start sm:px-6">
      {onTemplates && (
        <Button variant="outline" className="max-sm:px-2.5" title="Templates" onClick={onTemplates}>
          <LayoutTemplateIcon aria-hidden="true" />
          {/* On a phone the icon alone leaves room for Auto-saving... beside Cancel and Save Values. */}
          <span className="max-sm:sr-only">Templates</span>
        </Button>
      )}
      <p role="status" className="flex items-center gap-1.5 whitespace-nowrap text-muted-foreground text-xs">
        {autoSaving && (
          <>
            <Spinner aria-hidden="true" className="size-3.5" />
            Auto-saving...
          </>
        )}
      </p>
      <div className="ml-auto flex gap-2">
        <Button variant="outline" className="max-sm:px-3" onClick={onCancel}>
          Cancel
        </Button>
        {!readOnly && (
          <PendingButton pending={saving} className="max-sm:px-3" onClick={onSave}>
            Save Values
          </PendingButton>
        )}
      </div>
    </DialogFooter>
  );
}
