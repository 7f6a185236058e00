import { KeyRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { sendMemberPasswordReset } from '@/api/auth';
import type { User } from '@/api/auth-types';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

/**
 * Send password reset (issue 29): mails the member the Forgot password link. Nothing changes until
 * they open it, so it needs no confirmation; the toast says where the link went.
 */
export function SendPasswordResetButton({ user }: { user: User }) {
  const [pending, setPending] = useState(false);
  const name = user.full_name || user.email;

  const send = async () => {
    setPending(true);
    try {
      const { message } = await sendMemberPasswordReset(user.id);
      toast.success(message);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to send the password reset'));
    } finally {
      setPending(false);
    }
  };

  return (
    <PendingButton
      variant="ghost"
      size="sm"
      pending={pending}
      aria-label={`Send password reset to ${name}`}
      onClick={() => void send()}
    >
      {!pending && <KeyRoundIcon aria-hidden="true" />}
      Send password reset
    </PendingButton>
  );
}
