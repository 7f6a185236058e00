import { COMMENT_PERMISSION } from '@lexdraft/core';
import { useState } from 'react';
import type { User } from '@/api/auth-types';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useUsersStore } from './users-store';

// A viewer reads comments but writes none (no thread, reply or resolve) unless an admin grants
// docs:comment here (issue 31). Admins, attorneys and paralegals comment by their role.

/** The switch that grants a viewer docs:comment. */
export function CommentAccessSwitch({ user }: { user: User }) {
  const setGrant = useUsersStore((state) => state.setGrant);
  const [pending, setPending] = useState(false);
  const granted = user.permissions.includes(COMMENT_PERMISSION);
  const name = user.full_name || user.email;
  const id = `comment-access-${user.id}`;

  const toggle = async (next: boolean) => {
    setPending(true);
    try {
      await setGrant(user.id, COMMENT_PERMISSION, next);
      toast.success(next ? `${name} can now comment` : `${name} can no longer comment`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to change access'));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="mt-2 flex items-center gap-2">
      <Switch id={id} checked={granted} disabled={pending} onCheckedChange={(next) => void toggle(next)} />
      <label htmlFor={id} className="text-muted-foreground text-xs">
        Can comment
      </label>
    </div>
  );
}
