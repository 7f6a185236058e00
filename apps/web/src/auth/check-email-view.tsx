import { MailCheckIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AuthCard } from './auth-card';
import { BackToLoginLink } from './back-to-login-link';
import { ResultIcon } from './result-icon';

const hints = [
  'Check your spam or junk folder.',
  'Make sure you entered the correct email address.',
  'Wait a few minutes, then check again.',
];

interface CheckEmailViewProps {
  email: string;
  onTryDifferentEmail: () => void;
}

/** The success view of a reset request: where the link went, and what to do if it does not arrive. */
export function CheckEmailView({ email, onTryDifferentEmail }: CheckEmailViewProps) {
  return (
    <AuthCard
      title="Check your email"
      icon={<ResultIcon icon={MailCheckIcon} tone="success" />}
      description={
        <>
          We sent a password reset link to{' '}
          <strong className="break-all font-medium text-foreground">{email}</strong>.
        </>
      }
      footer={
        <>
          <Button variant="outline" className="w-full" onClick={onTryDifferentEmail}>
            Try different email
          </Button>
          <BackToLoginLink />
        </>
      }
    >
      <div className="rounded-lg border bg-muted/50 px-4 py-3 text-sm">
        <p className="font-medium text-foreground">Didn't receive the email?</p>
        <ul className="mt-1.5 list-disc space-y-1 pl-5 text-muted-foreground">
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      </div>
    </AuthCard>
  );
}
