import { ROLES } from '@lexdraft/core';
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
  /** The sign-in address; one that another user has is refused (409). */
  email: emailAddress.optional(),
});

export const changePasswordBody = z.object({
  current_password: z.string().min(1).max(1024),
  new_password: z.string().max(1024),
});

export const changeRoleBody = z.object({ role: z.enum(ROLES) });

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
