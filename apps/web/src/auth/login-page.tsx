import type * as React from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmailField } from '@/components/email-field';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormField } from '@/components/form-field';
import { PendingButton } from '@/components/pending-button';
import { Input } from '@/components/ui/input';
import { useSubmission } from '@/lib/use-submission';
import { AuthCard } from './auth-card';
import { useAuthStore } from './auth-store';

/** The sign-in form. On success the GuestOnly guard takes the user where they were going. */
export function LoginPage() {
  const login = useAuthStore((state) => state.login);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, submitting, submit } = useSubmission();

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(() => login(email, password), 'Login failed');
  };

  return (
    <>
      <AuthCard title="Sign in" description="Sign in to your firm's LexDraft workspace.">
        <form className="grid gap-5" onSubmit={handleSubmit}>
          <FormErrorAlert message={error} />
          <EmailField value={email} onChange={setEmail} disabled={submitting} />
          <FormField
            id="password"
            label="Password"
            labelAside={
              <Link
                to="/auth/reset-password"
                className="rounded-sm font-medium text-primary text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                Forgot password?
              </Link>
            }
          >
            {({ id }) => (
              <Input
                id={id}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                disabled={submitting}
              />
            )}
          </FormField>
          <PendingButton
            type="submit"
            size="lg"
            className="mt-1 w-full"
            pending={submitting}
            pendingLabel="Signing in..."
          >
            Sign in
          </PendingButton>
        </form>
      </AuthCard>
      <p className="mt-6 text-center text-muted-foreground text-sm">
        Accounts are by invitation. Ask your firm's administrator for access.
      </p>
    </>
  );
}
