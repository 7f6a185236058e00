import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';

/** What a request hears when it asks for an address another user has. */
export const EMAIL_TAKEN = 'A user with this email already exists';

/** An address as it is stored and compared: trimmed and lower-case, since mail providers ignore case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The condition "this user's email is this address", in any case; served by the unique index on lower(email). */
export function userEmailIs(email: string) {
  return eq(sql`lower(${users.email})`, normalizeEmail(email));
}

/**
 * The user with this address in any organization, or undefined. Unscoped on purpose: an address
 * is unique across organizations, and sign-in, password reset and the uniqueness checks start
 * from an address alone.
 */
export async function unsafeFindUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(userEmailIs(email));
  return user;
}
