import { EMAIL_MAX_LENGTH } from '@lexdraft/core';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema.js';

/**
 * An email address as every route and command takes it: trimmed, at most 320 characters, and
 * well-formed. The length is checked first and stops the checks, so an oversized body is refused
 * without running the address pattern over it.
 */
export const emailAddress = z
  .string()
  .trim()
  .min(1, 'Enter your email')
  .max(EMAIL_MAX_LENGTH, { message: `must be at most ${EMAIL_MAX_LENGTH} characters`, abort: true })
  .pipe(z.email({ message: 'must be a valid email address' }));

/** An address as it is stored and compared: trimmed and lower-case, since mail providers ignore case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The condition "this user's email is this address", in any case; served by the unique index on lower(email). */
export function userEmailIs(email: string) {
  return eq(sql`lower(${users.email})`, normalizeEmail(email));
}
