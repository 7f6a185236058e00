import { Trash2Icon } from 'lucide-react';
import { ConfirmActionButton } from '@/components/confirm-action-button';
import { Button } from '@/components/ui/button';

/** Remove, behind a confirmation; `onRemove` resolves false to keep the dialog open (the caller says why). */
export function SsoRemoveButton({
  onRemove,
  disabled,
}: {
  onRemove: () => Promise<boolean>;
  disabled: boolean;
}) {
  return (
    <ConfirmActionButton
      trigger={
        <Button
          type="button"
          variant="ghost"
          className="text-destructive hover:bg-destructive/10! hover:text-destructive!"
          disabled={disabled}
        >
          <Trash2Icon aria-hidden="true" />
          Remove
        </Button>
      }
      title="Remove single sign-on?"
      description="People of your firm’s domains will sign in with their passwords again. Those who never set one can use Forgot password."
      confirmLabel="Remove"
      onConfirm={onRemove}
    />
  );
}
