import type { Role } from '@lexdraft/core';
import type { User } from '@/api/auth-types';
import { errorMessage } from '@/lib/error-message';
import { ROLE_LABELS } from '@/lib/roles';
import { toast } from '@/lib/toast';
import { RoleSelect } from './role-select';
import { useUsersStore } from './users-store';

/** The role picker of one user's row; the change shows at once and is undone if the server refuses. */
export function UserRoleCell({ user }: { user: User }) {
  const changeRole = useUsersStore((state) => state.changeRole);
  const name = user.full_name || user.email;

  const handleChange = async (role: Role) => {
    try {
      await changeRole(user.id, role);
      toast.success(`${name}'s role is now ${ROLE_LABELS[role]}`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to change role'));
    }
  };

  return (
    <RoleSelect
      value={user.role}
      onValueChange={(role) => void handleChange(role)}
      aria-label={`Role of ${name}`}
      className="w-36"
    />
  );
}
