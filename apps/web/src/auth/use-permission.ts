import { hasPermission } from '@lexdraft/core';
import { useAuthStore } from './auth-store';

/** The permission the server requires for user administration (GET /users and the rest). */
export const MANAGE_USERS = 'users:manage';

/** True when the signed-in user holds the permission, by the same rule the server applies. */
export function usePermission(permission: string): boolean {
  return useAuthStore((state) => hasPermission(state.user, permission));
}
