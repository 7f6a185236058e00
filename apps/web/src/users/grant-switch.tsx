import type { GrantablePermission } from '@lexdraft/core';
import { useState } from 'react';
import type { User } from '@/api/auth-types';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useUsersStore } from './users-store';

interface GrantSwitchProps {
  user: User;
  /** The grant the switch gives or withdraws, beyond the user's role. */
  permission: GrantablePermission;
  /** The switch's label: what the grant lets the user do. */
  label: string;
  /** The toasts after a change, given the user's name. */
  said: { granted: (name: string) => string; withdrawn: (name: string) => string };
}

/** A switch on the Users page that grants a member one permission their role does not give them. */
export function GrantSwitch({ user, permission, label, said }: GrantSwitchProps) {
  const setGrant = useUsersStore((state) => state.setGrant);
  const [pending, setPending] = useState(false);
  const granted = user.permissions.includes(permission);
  const name = user.full_name || user.email;
  const id = `${permission.replace(':', '-')}-${user.id}`;

  const toggle = async (next: boolean) => {
    setPending(true);
    try {
      await setGrant(user.id, permission, next);
      toast.success(next ? said.granted(name) : said.withdrawn(name));
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
        {label}
      </label>
    </div>
  );
}
