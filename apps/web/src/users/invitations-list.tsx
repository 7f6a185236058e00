import { formatFieldDate } from '@lexdraft/core';
import { MailIcon } from 'lucide-react';
import { useState } from 'react';
import type { Invitation } from '@/api/auth-types';
import { PendingButton } from '@/components/pending-button';
import { Badge } from '@/components/ui/badge';
import { errorMessage } from '@/lib/error-message';
import { ROLE_LABELS } from '@/lib/roles';
import { toast } from '@/lib/toast';
import { useUsersStore } from './users-store';

function InvitationItem({ invitation }: { invitation: Invitation }) {
  const revoke = useUsersStore((state) => state.revoke);
  const [pending, setPending] = useState(false);

  const handleRevoke = async () => {
    setPending(true);
    try {
      await revoke(invitation.id);
      toast.success(`Invitation to ${invitation.email} revoked`);
    } catch (error) {
      setPending(false);
      toast.error(errorMessage(error, 'Failed to revoke invitation'));
    }
  };

  return (
    <li className="flex items-center gap-3 px-4 py-3 sm:gap-4 sm:px-6">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground max-sm:hidden">
        <MailIcon className="size-4" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="max-w-full truncate font-medium text-foreground text-sm">{invitation.email}</span>
          <Badge variant="outline">{ROLE_LABELS[invitation.role]}</Badge>
        </span>
        <span className="text-muted-foreground text-xs">
          Sent {formatFieldDate(invitation.created_at)} · Expires {formatFieldDate(invitation.expires_at)}
        </span>
      </div>
      <PendingButton
        variant="outline"
        size="sm"
        pending={pending}
        onClick={() => void handleRevoke()}
        aria-label={`Revoke invitation to ${invitation.email}`}
      >
        Revoke
      </PendingButton>
    </li>
  );
}

/** The pending invitations, each with Revoke. */
export function InvitationsList({ invitations }: { invitations: Invitation[] }) {
  if (invitations.length === 0) {
    return (
      <p className="px-4 py-8 text-center text-muted-foreground text-sm sm:px-6">
        No pending invitations. Invite a colleague to give them access.
      </p>
    );
  }
  return (
    <ul className="divide-y">
      {invitations.map((invitation) => (
        <InvitationItem key={invitation.id} invitation={invitation} />
      ))}
    </ul>
  );
}
