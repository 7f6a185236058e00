import type * as React from 'react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useAuthStore } from '@/auth/auth-store';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormField } from '@/components/form-field';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useSubmission } from '@/lib/use-submission';
import { AccountDialog, type AccountDialogProps } from './account-dialog';

/** "Profile": the signed-in user's name, saved over PATCH /users/me; the email is the sign-in name. */
export function ProfileDialog(props: AccountDialogProps) {
  return (
    <AccountDialog
      {...props}
      title="Profile"
      description="Your name as your firm sees it on documents and in the user list."
    >
      <ProfileForm onDone={() => props.onOpenChange(false)} />
    </AccountDialog>
  );
}

function ProfileForm({ onDone }: { onDone: () => void }) {
  const user = useAuthStore((state) => state.user);
  const updateProfile = useAuthStore((state) => state.updateProfile);
  const [firstName, setFirstName] = useState(user?.first_name ?? '');
  const [lastName, setLastName] = useState(user?.last_name ?? '');
  const [submitted, setSubmitted] = useState(false);
  const { error, submitting, submit } = useSubmission();
  const namesGiven = firstName.trim() !== '' && lastName.trim() !== '';

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!namesGiven) return;
    const saved = await submit(
      () => updateProfile({ first_name: firstName.trim(), last_name: lastName.trim() }),
      'Failed to update profile',
    );
    if (!saved) return;
    toast.success('Profile updated');
    onDone();
  };

  const requiredError = (label: string, value: string) =>
    submitted && value.trim() === '' ? `${label} is required` : undefined;

  return (
    <form className="grid gap-5" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <FormErrorAlert message={error} />
      {/* items-start: a message under one name must not stretch the other field. */}
      <div className="grid items-start gap-5 sm:grid-cols-2 sm:gap-3">
        <FormField id="profile-first-name" label="First name" error={requiredError('First name', firstName)}>
          {(control) => (
            <Input
              {...control}
              autoComplete="given-name"
              required
              maxLength={200}
              value={firstName}
              onChange={(event) => setFirstName(event.target.value)}
              disabled={submitting}
            />
          )}
        </FormField>
        <FormField id="profile-last-name" label="Last name" error={requiredError('Last name', lastName)}>
          {(control) => (
            <Input
              {...control}
              autoComplete="family-name"
              required
              maxLength={200}
              value={lastName}
              onChange={(event) => setLastName(event.target.value)}
              disabled={submitting}
            />
          )}
        </FormField>
      </div>
      <FormField id="profile-email" label="Email">
        {({ id }) => (
          <>
            <Input
              id={id}
              type="email"
              value={user?.email ?? ''}
              readOnly
              aria-describedby="profile-email-hint"
              className="bg-muted text-muted-foreground"
            />
            <p id="profile-email-hint" className="text-muted-foreground text-xs">
              Your email is your sign-in name; an administrator can help if it has to change.
            </p>
          </>
        )}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={submitting}>
          Cancel
        </Button>
        <PendingButton type="submit" pending={submitting} pendingLabel="Saving...">
          Save
        </PendingButton>
      </DialogFooter>
    </form>
  );
}
