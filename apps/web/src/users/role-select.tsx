import { ROLES, type Role } from '@lexdraft/core';
import type * as React from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { ROLE_LABELS } from '@/lib/roles';

type RoleSelectProps = Omit<React.ComponentProps<typeof NativeSelect>, 'value' | 'onChange'> & {
  value: Role;
  onValueChange: (role: Role) => void;
};

/** A picker of the four roles. */
export function RoleSelect({ value, onValueChange, ...props }: RoleSelectProps) {
  return (
    <NativeSelect
      value={value}
      // The options are the four roles, so the value is always one of them.
      onChange={(event) => onValueChange(event.target.value as Role)}
      {...props}
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </NativeSelect>
  );
}
