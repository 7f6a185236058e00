import { MailXIcon } from 'lucide-react';
import { useParams } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { AuthCard } from './auth-card';
import { BackToLoginLink } from './back-to-login-link';
import { RegisterForm } from './register-form';
import { ResultIcon } from './result-icon';
import { useInvitation } from './use-invitation';

/** /auth/register/:token: accepting an invitation. Shows who it is for, or why it cannot be used. */
export function RegisterPage() {
  const { token = '' } = useParams();
  const lookup = useInvitation(token);

  if (lookup.status === 'loading') {
    return (
      <AuthCard title="Create your account" description="Checking your invitation…">
        <div className="grid gap-4" aria-hidden="true">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      </AuthCard>
    );
  }

  if (lookup.status === 'invalid') {
    return (
      <AuthCard
        title="Invitation not valid"
        icon={<ResultIcon icon={MailXIcon} tone="destructive" />}
        description="Ask your firm's administrator to send you a new invitation."
        footer={<BackToLoginLink />}
      >
        <FormErrorAlert message={lookup.message} />
      </AuthCard>
    );
  }

  return <RegisterForm token={token} invitation={lookup.invitation} />;
}
