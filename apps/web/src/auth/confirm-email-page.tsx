import { CircleCheckIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { confirmEmailChange } from '@/api/auth';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import { useSubmission } from '@/lib/use-submission';
import { AuthCard } from './auth-card';
import { BackToLoginLink } from './back-to-login-link';
import { ResultIcon } from './result-icon';

/**
 * /auth/confirm-email?token=...: the link mailed to a new address (issue 28). Signed in or not, a
 * click confirms it; not on load, since mail scanners open links to look at them.
 */
export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { state, error, submitting, submit } = useSubmission();

  if (state === 'success') {
    return (
      <AuthCard
        title="Email address changed"
        icon={<ResultIcon icon={CircleCheckIcon} tone="success" />}
        description="Your email address has been changed. Use it to sign in from now on."
        footer={
          <Button asChild size="lg" className="w-full">
            <Link to="/auth/login">Continue</Link>
          </Button>
        }
      />
    );
  }

  return (
    <AuthCard
      title="Confirm your email address"
      description="Confirm that this address is to be the sign-in email of your LexDraft account."
      footer={<BackToLoginLink />}
    >
      <div className="grid gap-5">
        <FormErrorAlert message={token === '' ? 'This email confirmation link is incomplete.' : error} />
        <PendingButton
          size="lg"
          className="w-full"
          pending={submitting}
          disabled={token === ''}
          onClick={() => void submit(() => confirmEmailChange(token), 'Failed to confirm email address')}
        >
          Confirm email address
        </PendingButton>
      </div>
    </AuthCard>
  );
}
