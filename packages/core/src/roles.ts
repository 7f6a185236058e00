/** The four roles a member of a firm can hold (spec section 6). */
export const ROLES = ['admin', 'attorney', 'paralegal', 'viewer'] as const;

/** One of the four roles. */
export type Role = (typeof ROLES)[number];

/** True when the value names one of the four roles. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** A role with its article, as a sentence says it: "an admin", "an attorney", "a paralegal", "a viewer". */
export function roleWithArticle(role: Role): string {
  return `${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}`;
}
