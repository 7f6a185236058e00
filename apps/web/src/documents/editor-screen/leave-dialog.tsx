import { useState } from 'react';
import { PendingButton } from '@/components/pending-button';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

interface LeaveDialogProps {
  open: boolean;
  /** Saves; resolves false when the save failed. */
  onSave: () => Promise<boolean>;
  onLeave: () => void;
  onStay: () => void;
}

/**
 * Leaving with unsaved changes (spec section 5): save and leave, leave without saving, or stay.
 * When the save fails it asks once more whether to leave without it.
 */
export function LeaveDialog({ open, onSave, onLeave, onStay }: LeaveDialogProps) {
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);

  const stay = () => {
    setSaveFailed(false);
    onStay();
  };
  const leave = () => {
    setSaveFailed(false);
    onLeave();
  };
  const saveAndLeave = async () => {
    setSaving(true);
    const saved = await onSave();
    setSaving(false);
    if (saved) leave();
    else setSaveFailed(true);
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !saving && stay()}>
      <AlertDialogContent className="sm:max-w-md">
        {saveFailed ? (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>Changes not saved</AlertDialogTitle>
              <AlertDialogDescription>Failed to save. Leave without saving?</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <Button variant="outline" onClick={stay}>
                Stay
              </Button>
              <Button variant="destructive" onClick={leave}>
                Leave
              </Button>
            </AlertDialogFooter>
          </>
        ) : (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>Unsaved changes</AlertDialogTitle>
              <AlertDialogDescription>
                You have unsaved changes... Save them before you leave, or they will be lost.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter className="sm:justify-between">
              <Button variant="ghost" onClick={stay} disabled={saving}>
                Stay
              </Button>
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <Button
                  variant="outline"
                  onClick={leave}
                  disabled={saving}
                  className="text-destructive hover:text-destructive!"
                >
                  Leave without saving
                </Button>
                <PendingButton pending={saving} pendingLabel="Saving..." onClick={() => void saveAndLeave()}>
                  Save and leave
                </PendingButton>
              </div>
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
