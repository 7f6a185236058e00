import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. It does not resolve Tailwind conflicts: a component is never given two
 * classes that set the same property (the web tests check every call, see test/class-conflicts.ts).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
