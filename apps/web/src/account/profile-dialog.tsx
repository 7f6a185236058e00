import { EMAIL_MAX_LENGTH } from '@lexdraft/core';
import type * as React from 'react';
import { useState } from 'react';
import { ApiError } from '@/api/api-error';
import type { ProfileChanges } from '@/api/auth-types';
import { useAuthStore } from '@/auth/auth-store';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormField } from '@/components/form-field';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useSubmission } from '@/lib/use-submission';
import { AccountDialog, type AccountDialogProps } from './account-dialog';

/** "Profile": the signed-in user's name and sign-in email, saved over PATCH /users/me. */
export function ProfileDialog(props: AccountDialogProps) {
  return (
    <AccountDialog
      {...props}
      title="Profile"
      description="Your name as your firm sees it on documents and in the user list, and your sign-in email. A new email takes effect once you open the link sent to it."
    >
      <ProfileForm onDone={() => props.onOpenChange(false)} />
    </AccountDialog>
  );
}

function ProfileForm({ onDone }: { onDone: () => void }) {
  const user = useAuthStore((state) => state.user);
  const updateProfile = useAuthStore((state) => state.updateProfile);
  const pendingEmail = useAuthStore((state) => state.pendingEmail);
  const [firstName, setFirstName] = useState(user?.first_name ?? '');
  const [lastName, setLastName] = useState(user?.last_name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  // The server's refusal of the password (wrong), shown under its field.
  const [passwordRefusal, setPasswordRefusal] = useState<string | undefined>();
  // The server's refusal of the address (taken, or not one it accepts), shown under the field.
  const [emailRefusal, setEmailRefusal] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const { error, submitting, submit, reset } = useSubmission();
  const emailError = emailRefusal ?? (submitted ? emailProblem(email) : undefined);
  // The server compares addresses trimmed and lower-cased, as sign-in does.
  const emailChanged = email.trim().toLowerCase() !== user?.email;
  const passwordError =
    passwordRefusal ??
    (submitted && emailChanged && currentPassword === ''
      ? 'Enter your current password to change your email'
      : undefined);
  const valid =
    firstName.trim() !== '' &&
    lastName.trim() !== '' &&
    emailProblem(email) === undefined &&
    (!emailChanged || currentPassword !== '');

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!valid) return;
    const changes: ProfileChanges = { first_name: firstName.trim(), last_name: lastName.trim() };
    // Sent only when changed, with the password the server asks for it (issue 28).
    if (emailChanged) {
      changes.email = email.trim();
      changes.current_password = currentPassword;
    }
    const saved = await submit(async () => {
      try {
        return await updateProfile(changes);
      } catch (caught) {
        if (isEmailRefusal(caught)) setEmailRefusal(caught.message);
        if (isPasswordRefusal(caught)) setPasswordRefusal(caught.message);
        throw caught;
      }
    }, 'Failed to update profile');
    if (!saved) return;
    const waiting = useAuthStore.getState().pendingEmail;
    if (emailChanged && waiting !== null) {
      toast.success(
        `A confirmation link has been sent to ${waiting}. Your email address changes when you open it.`,
      );
    } else {
      toast.success('Profile updated');
    }
    onDone();
  };

  const requiredError = (label: string, value: string) =>
    submitted && value.trim() === '' ? `${label} is required` : undefined;

  return (
    <form className="grid gap-5" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <FormErrorAlert message={emailRefusal === undefined && passwordRefusal === undefined ? error : null} />
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
      <FormField id="profile-email" label="Email" error={emailError}>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              // The refusal was about the old address: it goes, and no alert repeats it.
              if (emailRefusal === undefined) return;
              setEmailRefusal(undefined);
              reset();
            }}
            disabled={submitting}
          />
        )}
      </FormField>
      {pendingEmail !== null && pendingEmail !== user?.email && (
        <p role="status" className="text-muted-foreground text-sm">
          Waiting for confirmation: a link was sent to {pendingEmail}. Your email address changes when you
          open it.
        </p>
      )}
      {emailChanged && (
        <FormField id="profile-current-password" label="Current password" error={passwordError}>
          {(control) => (
            <Input
              {...control}
              name="current_password"
              type="password"
              autoComplete="current-password"
              required
              value={currentPassword}
              onChange={(event) => {
                setCurrentPassword(event.target.value);
                if (passwordRefusal === undefined) return;
                setPasswordRefusal(undefined);
                reset();
              }}
              disabled={submitting}
            />
          )}
        </FormField>
      )}
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

/** What is wrong with an address before the server is asked: nothing, when it has the shape of one. */
function emailProblem(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return 'Email is required';
  // The server's rule is stricter; this only catches what is plainly not an address.
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) return 'Enter a valid email address';
  return undefined;
}

/** The server refused the current password (wrong, or missing). */
function isPasswordRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 422 &&
    /current password|current_password/i.test(error.message)
  );
}

/** The server refused the address itself: another user has it (409), or it failed the email rule. */
function isEmailRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 409 || /\bemail: /.test(error.message));
}
