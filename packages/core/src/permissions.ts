import type { Role } from './roles.js';

// Spec section 6. A permission is "resource:action", such as "docs:write". "*" and "*:*" grant
// everything; "docs:*" grants every action on documents.

/** The permissions each role has without any extra grant. */
export const ROLE_DEFAULT_PERMISSIONS: Record<Role, readonly string[]> = {
  admin: ['*'],
  attorney: ['docs:write', 'docs:comment', 'tasks:write', 'entities:read', 'crm:read'],
  paralegal: ['docs:write', 'docs:comment', 'tasks:write', 'entities:read', 'crm:read'],
  viewer: ['*:read'],
};

/** Who may read the audit log (issue 33): admins only, as a viewer's `*:read` does not cover it. */
export const AUDIT_PERMISSION = 'audit:view';

/** What a permission check needs to know of a user. */
export type PermissionSubject = { role: Role | string; permissions?: readonly string[] | null };

function split(permission: string): [string, string] {
  const [resource = '', action = ''] = permission.split(':');
  return [resource, action];
}

/**
 * True when the grant covers the permission: exactly, through a resource wildcard ("docs:*"),
 * a global wildcard ("*" or "*:*"), or an any-resource action ("*:read"). A write grant also
 * covers reading the same resource: an attorney who may write documents may open them.
 */
export function grantCovers(grant: string, permission: string): boolean {
  if (grant === '*' || grant === '*:*' || grant === permission) return true;
  const [grantResource, grantAction] = split(grant);
  const [resource, action] = split(permission);
  const resourceMatches = grantResource === '*' || grantResource === resource;
  if (!resourceMatches) return false;
  return grantAction === '*' || grantAction === action || (grantAction === 'write' && action === 'read');
}

/** The full server-side rule of spec section 6: admin, the user's own grants, then the role's defaults. */
export function hasPermission(user: PermissionSubject | null | undefined, permission: string): boolean {
  if (!user) return false;
  if (user.role === 'admin') return true;
  if ((user.permissions ?? []).some((grant) => grantCovers(grant, permission))) return true;
  const defaults = ROLE_DEFAULT_PERMISSIONS[user.role as Role] ?? [];
  return defaults.some((grant) => grantCovers(grant, permission));
}

/**
 * The grant that lets a role whose sensitive values are masked (viewer) see them whole, and so
 * download a signed PDF that holds them (a sealed PDF cannot be masked).
 */
export const SENSITIVE_VALUES_PERMISSION = 'docs:sensitive';

/**
 * The grant to write comments (start threads, reply, resolve). Admins, attorneys and paralegals have
 * it by their role; a viewer reads comments and writes them only when an admin grants this.
 */
export const COMMENT_PERMISSION = 'docs:comment';

/** The grants an admin may give a member beyond their role's defaults. */
export const GRANTABLE_PERMISSIONS = [SENSITIVE_VALUES_PERMISSION, COMMENT_PERMISSION] as const;
export type GrantablePermission = (typeof GRANTABLE_PERMISSIONS)[number];

/** Whether the user sees sensitive values whole: every role but viewer, and a viewer granted docs:sensitive. */
export function seesSensitiveValues(user: PermissionSubject | null | undefined): boolean {
  if (!user) return false;
  return user.role !== 'viewer' || hasPermission(user, SENSITIVE_VALUES_PERMISSION);
}

/** canAccess(resource, action) checks the permission "resource:action". */
export function canAccess(
  user: PermissionSubject | null | undefined,
  resource: string,
  action: string,
): boolean {
  return hasPermission(user, `${resource}:${action}`);
}
