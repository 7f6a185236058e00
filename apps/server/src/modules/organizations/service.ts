import type { Role } from '@lexdraft/core';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { organizations, users } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { normalizeEmail, userEmailIs } from '../users/email.js';

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
  const existing = await db.select({ id: users.id }).from(users).where(userEmailIs(email));
  if (existing.length > 0) throw conflict(`A user with the email ${email} already exists`);
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

/** Creates an organization together with its first admin, in one transaction. */
export async function createOrganization(
  db: Db,
  input: { name: string; adminEmail: string; adminPassword: string; adminName?: string },
) {
  return db.transaction(async (tx) => {
    const [org] = await tx.insert(organizations).values({ name: input.name.trim() }).returning();
    const admin = await createUser(tx, {
      orgId: org!.id,
      email: input.adminEmail,
      password: input.adminPassword,
      role: 'admin',
      fullName: input.adminName,
    });
    return { org: org!, admin };
  });
}

/** Every user with their organization's name, for the operator's listing. */
export function listAllUsers(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      isActive: users.isActive,
      orgId: users.orgId,
      orgName: organizations.name,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .orderBy(asc(organizations.name), asc(users.email));
}
