import { CircleCheckIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { confirmPasswordReset } from '@/api/auth';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import { useSubmission } from '@/lib/use-submission';
import { AuthCard } from './auth-card';
import { BackToLoginLink } from './back-to-login-link';
import { NewPasswordFields } from './new-password-fields';
import { ResultIcon } from './result-icon';
import { useNewPassword } from './use-new-password';

/** Mode 2 of the reset screen: "Set new password" with the token from the emailed link. */
export function SetNewPasswordForm({ token }: { token: string }) {
  const newPassword = useNewPassword();
  const { state, error, submitting, submit } = useSubmission();

  if (state === 'success') {
    return (
      <AuthCard
        title="Password reset successful"
        icon={<ResultIcon icon={CircleCheckIcon} tone="success" />}
        description="Your password has been changed. You can now sign in with your new password."
        footer={
          <>
            <Button asChild size="lg" className="w-full">
              <Link to="/auth/login">Continue to login</Link>
            </Button>
            <BackToLoginLink />
          </>
        }
      />
    );
  }

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!newPassword.validate()) return;
    void submit(() => confirmPasswordReset(token, newPassword.password), 'Failed to reset password');
  };

  return (
    <AuthCard
      title="Set new password"
      description="Choose a new password for your account."
      footer={<BackToLoginLink />}
    >
      <form className="grid gap-5" onSubmit={handleSubmit} noValidate>
        <FormErrorAlert message={error} />
        <NewPasswordFields
          value={newPassword}
          disabled={submitting}
          passwordLabel="New password"
          confirmationLabel="Confirm new password"
        />
        <PendingButton
          type="submit"
          size="lg"
          className="w-full"
          pending={submitting}
          disabled={!newPassword.isValid}
        >
          Reset password
        </PendingButton>
      </form>
    </AuthCard>
  );
}
