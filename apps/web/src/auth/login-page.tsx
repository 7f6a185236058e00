import { ssoErrorMessage } from '@lexdraft/core';
import type * as React from 'react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmailField } from '@/components/email-field';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormField } from '@/components/form-field';
import { PendingButton } from '@/components/pending-button';
import { Input } from '@/components/ui/input';
import { useSubmission } from '@/lib/use-submission';
import { AuthCard } from './auth-card';
import { useAuthStore } from './auth-store';
import { SsoCompletion } from './sso-completion';
import { SsoSignInButton, startSsoSignIn } from './sso-sign-in';
import { useSsoLookup } from './use-sso-lookup';

/**
 * The sign-in form. On success the GuestOnly guard takes the user where they were going. An address
 * whose domain has single sign-on gets its button; an enforced one gets nothing else.
 */
export function LoginPage() {
  const login = useAuthStore((state) => state.login);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { state, error, submitting, submit } = useSubmission();
  const sso = useSsoLookup(email);
  // A failed single sign-on comes back with a code (never a text) for the page to say.
  const [searchParams] = useSearchParams();
  const ssoError = state === 'idle' ? (ssoErrorMessage(searchParams.get('sso_error')) ?? null) : null;

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sso.enforced) startSsoSignIn(email);
    else void submit(() => login(email, password), 'Login failed');
  };

  // Back from the identity provider, signed in: take up the session rather than show the form.
  if (searchParams.get('sso') === 'complete') return <SsoCompletion />;

  return (
    <>
      <AuthCard title="Sign in" description="Sign in to your firm's LexDraft workspace.">
        <form className="grid gap-5" onSubmit={handleSubmit}>
          <FormErrorAlert message={error ?? ssoError} />
          <EmailField value={email} onChange={setEmail} onBlur={sso.lookUpNow} disabled={submitting} />
          {!sso.enforced && (
            <>
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
            </>
          )}
          {sso.sso && <SsoSignInButton email={email} enforced={sso.enforced} disabled={submitting} />}
        </form>
      </AuthCard>
      <p className="mt-6 text-center text-muted-foreground text-sm">
        Accounts are by invitation. Ask your firm's administrator for access.
      </p>
    </>
  );
}
