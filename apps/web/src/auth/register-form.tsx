import type * as React from 'react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { register } from '@/api/auth';
import type { InvitationDetails } from '@/api/auth-types';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormField } from '@/components/form-field';
import { PendingButton } from '@/components/pending-button';
import { Input } from '@/components/ui/input';
import { ROLE_LABELS } from '@/lib/roles';
import { useSubmission } from '@/lib/use-submission';
import { AuthCard } from './auth-card';
import { useAuthStore } from './auth-store';
import { BackToLoginLink } from './back-to-login-link';
import { NewPasswordFields } from './new-password-fields';
import { HOME_PATH } from './redirect-target';
import { useNewPassword } from './use-new-password';

interface RegisterFormProps {
  token: string;
  invitation: InvitationDetails;
}

/** The account form for a valid invitation: the invited address is fixed, the rest is the user's. */
export function RegisterForm({ token, invitation }: RegisterFormProps) {
  const login = useAuthStore((state) => state.login);
  const navigate = useNavigate();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const newPassword = useNewPassword();
  const { error, submitting, submit } = useSubmission();
  const namesGiven = firstName.trim() !== '' && lastName.trim() !== '';

  // Set once the account exists, so that a retry after a failed sign-in does not register twice.
  const registered = useRef(false);

  const createAccount = async () => {
    const { email } = invitation;
    const { password } = newPassword;
    if (!registered.current) {
      await register(token, { email, password, first_name: firstName.trim(), last_name: lastName.trim() });
      registered.current = true;
    }
    await login(email, password);
    await navigate(HOME_PATH, { replace: true });
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!newPassword.validate() || !namesGiven) return;
    void submit(createAccount, 'Registration failed');
  };

  return (
    <AuthCard
      title="Create your account"
      description={
        <>
          You have been invited to join{' '}
          <strong className="font-medium text-foreground">{invitation.organization_name}</strong> on LexDraft
          with the {ROLE_LABELS[invitation.role]} role.
        </>
      }
      footer={<BackToLoginLink />}
    >
      <form className="grid gap-5" onSubmit={handleSubmit} noValidate>
        <FormErrorAlert message={error} />
        <FormField id="email" label="Email">
          {({ id }) => (
            <Input
              id={id}
              type="email"
              value={invitation.email}
              readOnly
              className="bg-muted text-muted-foreground"
            />
          )}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2 sm:gap-3">
          <FormField id="first-name" label="First name">
            {({ id }) => (
              <Input
                id={id}
                autoComplete="given-name"
                required
                value={firstName}
                onChange={(event) => setFirstName(event.target.value)}
                disabled={submitting}
              />
            )}
          </FormField>
          <FormField id="last-name" label="Last name">
            {({ id }) => (
              <Input
                id={id}
                autoComplete="family-name"
                required
                value={lastName}
                onChange={(event) => setLastName(event.target.value)}
                disabled={submitting}
              />
            )}
          </FormField>
        </div>
        <NewPasswordFields
          value={newPassword}
          disabled={submitting}
          passwordLabel="Password"
          confirmationLabel="Confirm password"
        />
        <PendingButton
          type="submit"
          size="lg"
          className="w-full"
          pending={submitting}
          pendingLabel="Creating account..."
          disabled={!newPassword.isValid || !namesGiven}
        >
          Create account
        </PendingButton>
      </form>
    </AuthCard>
  );
}
