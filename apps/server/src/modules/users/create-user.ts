import type { Role } from '@lexdraft/core';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { users } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { normalizeEmail, unsafeFindUserByEmail } from '../../lib/user-email.js';

export type NewUser = {
  orgId: string;
  email: string;
  password: string;
  role: Role;
  fullName?: string;
};

/** Splits a full name at its first space, as registration does when no first and last name are given. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim();
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** Creates a user in an organization; an email already in use anywhere is refused. */
export async function createUser(db: Db, input: NewUser) {
  const email = normalizeEmail(input.email);
  if (await unsafeFindUserByEmail(db, email)) throw conflict(`A user with the email ${email} already exists`);
  const fullName = input.fullName?.trim() || email.split('@')[0] || email;
  try {
    const [user] = await db
      .insert(users)
      .values({
        orgId: input.orgId,
        email,
        fullName,
        ...splitFullName(fullName),
        role: input.role,
        passwordHash: await hashPassword(input.password),
      })
      .returning();
    return user!;
  } catch (error) {
    // Two requests for the same new address at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(`A user with the email ${email} already exists`);
    throw error;
  }
}
