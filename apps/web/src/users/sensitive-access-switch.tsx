import { SENSITIVE_VALUES_PERMISSION } from '@lexdraft/core';
import { useState } from 'react';
import type { User } from '@/api/auth-types';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useUsersStore } from './users-store';

// A viewer sees sensitive values (EIN, SSN...) masked, and is refused a signed PDF that holds them,
// unless an admin grants docs:sensitive here (issue 28). Other roles see them whole already.

/** The switch that grants a viewer docs:sensitive. */
export function SensitiveAccessSwitch({ user }: { user: User }) {
  const setGrant = useUsersStore((state) => state.setGrant);
  const [pending, setPending] = useState(false);
  const granted = user.permissions.includes(SENSITIVE_VALUES_PERMISSION);
  const name = user.full_name || user.email;
  const id = `sensitive-access-${user.id}`;

  const toggle = async (next: boolean) => {
    setPending(true);
    try {
      await setGrant(user.id, SENSITIVE_VALUES_PERMISSION, next);
      toast.success(next ? `${name} now sees sensitive values` : `${name} now sees sensitive values masked`);
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
        Sees sensitive values
      </label>
    </div>
  );
}
