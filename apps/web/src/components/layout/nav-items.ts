import { FileTextIcon, type LucideIcon } from 'lucide-react';

/** One entry of the primary navigation. */
export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The primary navigation; Templates and Users join here when their screens exist. */
export const navItems: NavItem[] = [{ to: '/documents', label: 'Documents', icon: FileTextIcon }];
