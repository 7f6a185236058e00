import { SENSITIVE_VALUES_PERMISSION } from '@lexdraft/core';
import type { User } from '@/api/auth-types';
import { GrantSwitch } from './grant-switch';

// A viewer sees sensitive values (EIN, SSN...) masked, and is refused a signed PDF that holds them,
// unless an admin grants docs:sensitive here (issue 28). Other roles see them whole already.

const said = {
  granted: (name: string) => `${name} now sees sensitive values`,
  withdrawn: (name: string) => `${name} now sees sensitive values masked`,
};

/** The switch that grants a viewer docs:sensitive. */
export function SensitiveAccessSwitch({ user }: { user: User }) {
  return (
    <GrantSwitch
      user={user}
      permission={SENSITIVE_VALUES_PERMISSION}
      label="Sees sensitive values"
      said={said}
    />
  );
}
