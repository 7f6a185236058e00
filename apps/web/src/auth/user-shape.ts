import { isRole } from '@lexdraft/core';
import type { User } from '@/api/auth-types';

/**
 * The value as a User when it has the fields the app relies on, else null. Stored and cross-tab
 * values come from localStorage, which anything on the origin can write, so they are checked.
 */
export function asUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Partial<Record<keyof User, unknown>>;
  const valid =
    typeof candidate.id === 'string' &&
    typeof candidate.email === 'string' &&
    isRole(candidate.role) &&
    Array.isArray(candidate.permissions);
  return valid ? (value as User) : null;
}
