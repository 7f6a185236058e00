import type { Role } from '@lexdraft/core';
import { MailPlusIcon } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { EmailField } from '@/components/email-field';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { ROLE_DESCRIPTIONS } from '@/lib/roles';
import { toast } from '@/lib/toast';
import { useSubmission } from '@/lib/use-submission';
import { RoleSelect } from './role-select';
import { useUsersStore } from './users-store';

// Least privilege: the admin raises the role on purpose rather than lowering it after a slip.
const DEFAULT_ROLE: Role = 'viewer';

/** "Invite user": an address and a role; the server mails the invitation link. */
export function InviteUserDialog() {
  const invite = useUsersStore((state) => state.invite);
  const loadOutbox = useUsersStore((state) => state.loadOutbox);
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>(DEFAULT_ROLE);
  const { error, submitting, submit, reset } = useSubmission();

  const handleOpenChange = (next: boolean) => {
    if (submitting) return;
    setOpen(next);
    if (!next) {
      setEmail('');
      setRole(DEFAULT_ROLE);
      reset();
    }
  };

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = await submit(() => invite(email.trim(), role), 'Failed to send invitation');
    if (!sent) return;
    // With no mail server the message only reaches the outbox: saying "sent" would mislead the admin.
    if (useUsersStore.getState().outbox?.enabled) {
      toast.success(`Invitation for ${email.trim()} is in the outbox below: no mail server is set up`);
    } else {
      toast.success(`Invitation sent to ${email.trim()}`);
    }
    handleOpenChange(false);
    // The invitation's email may be waiting in the outbox.
    void loadOutbox();
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <MailPlusIcon aria-hidden="true" />
          Invite user
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Invite user</DialogTitle>
          <DialogDescription>We will email them a link to create their account.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-5" onSubmit={(event) => void handleSubmit(event)}>
          <FormErrorAlert message={error} />
          <EmailField
            id="invite-email"
            autoComplete="off"
            value={email}
            onChange={setEmail}
            disabled={submitting}
          />
          <div className="grid gap-2">
            <Label htmlFor="invite-role">Role</Label>
            <RoleSelect
              id="invite-role"
              value={role}
              onValueChange={setRole}
              disabled={submitting}
              className="w-full"
              aria-describedby="invite-role-hint"
            />
            <p id="invite-role-hint" className="text-muted-foreground text-xs">
              {ROLE_DESCRIPTIONS[role]}
            </p>
          </div>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => handleOpenChange(false)}
              disabled={submitting}
            >
              Cancel
            </Button>
            <PendingButton type="submit" pending={submitting}>
              Send invitation
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
