import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { PendingButton } from '@/components/pending-button';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

/** Remove, behind a confirmation; `onRemove` rejects to keep the dialog open (the caller says why). */
export function SsoRemoveButton({
  onRemove,
  disabled,
}: {
  onRemove: () => Promise<boolean>;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    const removed = await onRemove();
    setPending(false);
    if (removed) setOpen(false);
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          className="text-destructive hover:bg-destructive/10! hover:text-destructive!"
          disabled={disabled}
        >
          <Trash2Icon aria-hidden="true" />
          Remove
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent className="sm:max-w-md">
        <AlertDialogHeader>
          <AlertDialogTitle>Remove single sign-on?</AlertDialogTitle>
          <AlertDialogDescription className="leading-relaxed">
            People of your firm’s domains will sign in with their passwords again. Those who never set one can
            use Forgot password.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <PendingButton variant="destructive" pending={pending} onClick={() => void confirm()}>
            Remove
          </PendingButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
