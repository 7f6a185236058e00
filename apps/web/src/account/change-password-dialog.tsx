import type * as React from 'react';
import { useState } from 'react';
import { changePassword } from '@/api/auth';
import { NewPasswordFields } from '@/auth/new-password-fields';
import { useNewPassword } from '@/auth/use-new-password';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormField } from '@/components/form-field';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useSubmission } from '@/lib/use-submission';
import { AccountDialog, type AccountDialogProps } from './account-dialog';

/** "Change password" over PUT /users/me/password; this session stays, the others are signed out. */
export function ChangePasswordDialog(props: AccountDialogProps) {
  return (
    <AccountDialog {...props} title="Change password" description="Your other sessions will be signed out.">
      <ChangePasswordForm onDone={() => props.onOpenChange(false)} />
    </AccountDialog>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [current, setCurrent] = useState('');
  const newPassword = useNewPassword();
  const { error, submitting, submit } = useSubmission();

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!newPassword.validate() || current === '') return;
    let message = 'Password changed';
    const changed = await submit(async () => {
      ({ message } = await changePassword(current, newPassword.password));
    }, 'Failed to change password');
    if (!changed) return;
    toast.success(message);
    onDone();
  };

  return (
    <form className="grid gap-5" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <FormErrorAlert message={error} />
      <FormField id="current-password" label="Current password">
        {(control) => (
          <Input
            {...control}
            name="current-password"
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            disabled={submitting}
          />
        )}
      </FormField>
      <NewPasswordFields
        value={newPassword}
        disabled={submitting}
        passwordLabel="New password"
        confirmationLabel="Confirm new password"
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={submitting}>
          Cancel
        </Button>
        <PendingButton
          type="submit"
          pending={submitting}
          pendingLabel="Changing..."
          disabled={current === '' || !newPassword.isValid}
        >
          Change password
        </PendingButton>
      </DialogFooter>
    </form>
  );
}
