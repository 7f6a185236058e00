import { KeyRoundIcon } from 'lucide-react';
import { ssoStartUrl } from '@/api/sso';
import { Button } from '@/components/ui/button';

/** Leaves for the identity provider: the server's start route redirects there. */
export function startSsoSignIn(email: string): void {
  window.location.assign(ssoStartUrl(email));
}

interface SsoSignInButtonProps {
  email: string;
  /** The firm allows no password: this is the page's main action. */
  enforced: boolean;
  disabled?: boolean;
}

/** "Continue with single sign-on", for an address whose domain has it. */
export function SsoSignInButton({ email, enforced, disabled }: SsoSignInButtonProps) {
  return (
    <div className="grid gap-3">
      {!enforced && (
        <div className="flex items-center gap-3 text-muted-foreground text-xs" aria-hidden="true">
          <span className="h-px flex-1 bg-border" />
          or
          <span className="h-px flex-1 bg-border" />
        </div>
      )}
      <Button
        type="button"
        size="lg"
        variant={enforced ? 'default' : 'outline'}
        className="w-full"
        disabled={disabled}
        onClick={() => startSsoSignIn(email)}
      >
        <KeyRoundIcon aria-hidden="true" />
        Continue with single sign-on
      </Button>
    </div>
  );
}
