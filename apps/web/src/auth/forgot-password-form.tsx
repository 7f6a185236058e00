import type * as React from 'react';
import { useState } from 'react';
import { requestPasswordReset } from '@/api/auth';
import { EmailField } from '@/components/email-field';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PendingButton } from '@/components/pending-button';
import { useSubmission } from '@/lib/use-submission';
import { AuthCard } from './auth-card';
import { BackToLoginLink } from './back-to-login-link';
import { CheckEmailView } from './check-email-view';

/** Mode 1 of the reset screen: "Forgot password?", then "Check your email". */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const { state, error, submitting, submit, reset } = useSubmission();

  if (state === 'success') {
    return (
      <CheckEmailView
        email={email}
        onTryDifferentEmail={() => {
          setEmail('');
          reset();
        }}
      />
    );
  }

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(() => requestPasswordReset(email), 'Failed to send reset email');
  };

  return (
    <AuthCard
      title="Forgot password?"
      description="Enter the email address you sign in with and we will send you a link to reset your password."
      footer={<BackToLoginLink />}
    >
      <form className="grid gap-5" onSubmit={handleSubmit}>
        <FormErrorAlert message={error} />
        <EmailField value={email} onChange={setEmail} disabled={submitting} />
        <PendingButton type="submit" size="lg" className="w-full" pending={submitting}>
          Send reset link
        </PendingButton>
      </form>
    </AuthCard>
  );
}
