import { UserXIcon } from 'lucide-react';
import type { User } from '@/api/auth-types';
import { ConfirmActionButton } from '@/components/confirm-action-button';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useUsersStore } from './users-store';

/** Deactivate, behind a confirmation: the user's sessions end at once. */
export function DeactivateUserButton({ user }: { user: User }) {
  const deactivate = useUsersStore((state) => state.deactivate);
  const name = user.full_name || user.email;

  const confirm = async () => {
    try {
      await deactivate(user.id);
      toast.success(`${name} has been deactivated`);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to deactivate user'));
      return false;
    }
  };

  return (
    <ConfirmActionButton
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10! hover:text-destructive!"
          aria-label={`Deactivate ${name}`}
        >
          <UserXIcon aria-hidden="true" />
          Deactivate
        </Button>
      }
      title={`Deactivate ${name}?`}
      description={`${user.email} will be signed out at once and can no longer sign in. Their documents stay with the firm.`}
      confirmLabel="Deactivate"
      onConfirm={confirm}
    />
  );
}
