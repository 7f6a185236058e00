import { users } from '../../db/schema.js';

/**
 * The columns of a user that make an AuthUser (less its session): what the auth guard reads of a
 * caller, and what work done for a user without a request (a bulk job) reads of them.
 */
export const authUserColumns = {
  id: users.id,
  orgId: users.orgId,
  role: users.role,
  permissions: users.permissions,
  email: users.email,
};
