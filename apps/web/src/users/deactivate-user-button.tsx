import { UserXIcon } from 'lucide-react';
import { useState } from 'react';
import type { User } from '@/api/auth-types';
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
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useUsersStore } from './users-store';

/** Deactivate, behind a confirmation: the user's sessions end at once. */
export function DeactivateUserButton({ user }: { user: User }) {
  const deactivate = useUsersStore((state) => state.deactivate);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const name = user.full_name || user.email;

  const confirm = async () => {
    setPending(true);
    try {
      await deactivate(user.id);
      setOpen(false);
      toast.success(`${name} has been deactivated`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to deactivate user'));
    } finally {
      setPending(false);
    }
  };

  return (
    // While the request runs the dialog stays open, so the outcome is seen where it was asked for.
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10! hover:text-destructive!"
          aria-label={`Deactivate ${name}`}
        >
          <UserXIcon aria-hidden="true" />
          Deactivate
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent className="sm:max-w-md">
        <AlertDialogHeader>
          <AlertDialogTitle>Deactivate {name}?</AlertDialogTitle>
          <AlertDialogDescription className="leading-relaxed">
            {user.email} will be signed out at once and can no longer sign in. Their documents stay with the
            firm.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <PendingButton variant="destructive" pending={pending} onClick={() => void confirm()}>
            Deactivate
          </PendingButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
