import { AUDIT_PERMISSION, hasPermission, type PermissionSubject } from '@lexdraft/core';
import { BookUserIcon, FileTextIcon, HistoryIcon, type LucideIcon, UsersIcon } from 'lucide-react';
import { useAuthStore } from '@/auth/auth-store';
import { MANAGE_USERS } from '@/auth/use-permission';

/** One entry of the primary navigation. */
export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shown only to users holding this permission. */
  permission?: string;
}

/** The primary navigation; Templates joins here when its screen exists. */
export const navItems: NavItem[] = [
  { to: '/documents', label: 'Documents', icon: FileTextIcon },
  { to: '/records', label: 'Records', icon: BookUserIcon, permission: 'entities:read' },
  { to: '/settings/users', label: 'Users', icon: UsersIcon, permission: MANAGE_USERS },
  { to: '/settings/audit', label: 'Audit log', icon: HistoryIcon, permission: AUDIT_PERMISSION },
];

/** The entries the user may see. */
export function visibleNavItems(user: PermissionSubject | null): NavItem[] {
  return navItems.filter((item) => item.permission === undefined || hasPermission(user, item.permission));
}

/** The entries the signed-in user may see. */
export function useNavItems(): NavItem[] {
  const user = useAuthStore((state) => state.user);
  return visibleNavItems(user);
}
