import { ROLE_DEFAULT_PERMISSIONS, type Role } from '@lexdraft/core';
import type { users } from '../../db/schema.js';

type UserRow = typeof users.$inferSelect;

// In auth, below users: sign-in answers the user too, and modules import only downwards.

/** The spec's User, and nothing else: the password hash and token version never leave the server. */
export function presentUser(user: UserRow) {
  return {
    _id: user.id,
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
    // The effective grants, so that the web app can hide what the server would refuse.
    permissions: [...new Set([...ROLE_DEFAULT_PERMISSIONS[user.role as Role], ...user.permissions])],
    org_id: user.orgId,
    is_active: user.isActive,
    last_login: user.lastLogin?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}
