import { GRANTABLE_PERMISSIONS, ROLES } from '@lexdraft/core';
import { z } from 'zod';
import { timestamp } from './common.js';
import { emailAddress } from './email.js';

// The /users paths of docs/auth-api.md.

const name = z.string().trim().min(1, 'must not be empty').max(200);
export const userIdParams = z.object({ id: z.uuid({ message: 'must be a user id' }) });

/** The profile fields PATCH /users/me accepts; absent fields are left as they are. */
export const updateProfileBody = z.object({
  full_name: name.optional(),
  first_name: name.optional(),
  last_name: name.optional(),
  /**
   * A new sign-in address. It takes effect only once the link mailed to it is opened (issue 28);
   * one that another user of the firm has is refused (409). Needs `current_password`.
   */
  email: emailAddress.optional(),
  /** The caller's password: required when `email` changes the address (422 without it). */
  current_password: z.string().min(1).max(1024).optional(),
});

/** POST /auth/email-change/confirm: the token of the link mailed to the new address. */
export const emailChangeConfirmBody = z.object({ token: z.string().min(1).max(200) });

export const changePasswordBody = z.object({
  current_password: z.string().min(1).max(1024),
  new_password: z.string().max(1024),
});

export const changeRoleBody = z.object({ role: z.enum(ROLES) });

/** PUT /users/{id}/permissions: the grants beyond the role's that the member has (replaces them). */
export const changePermissionsBody = z.object({
  permissions: z.array(z.enum(GRANTABLE_PERMISSIONS)).max(10),
});
export type ChangePermissionsBody = z.infer<typeof changePermissionsBody>;

/** A member of a firm: the password hash and token version never leave the server. */
export const user = z.object({
  _id: z.string(),
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ROLES),
  /** The effective grants (role defaults included), such as "docs:write". */
  permissions: z.array(z.string()),
  org_id: z.string(),
  is_active: z.boolean(),
  /** Null until the first sign-in. */
  last_login: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

/**
 * PATCH /users/me's 202 when the address is to change: the user as saved (names applied, the
 * address not yet), and where the confirmation link went.
 */
export const emailChangePending = z.object({
  message: z.string(),
  pending_email: z.string(),
  user: user,
});
