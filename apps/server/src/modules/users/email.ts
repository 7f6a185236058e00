import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema.js';

/** An address as it is stored and compared: trimmed and lower-case, since mail providers ignore case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The condition "this user's email is this address", in any case; served by the unique index on lower(email). */
export function userEmailIs(email: string) {
  return eq(sql`lower(${users.email})`, normalizeEmail(email));
}
