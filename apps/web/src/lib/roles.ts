import type { Role } from '@lexdraft/core';

/** How a role is written in the interface. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  attorney: 'Attorney',
  paralegal: 'Paralegal',
  viewer: 'Viewer',
};

/** One line on what each role may do, for the role pickers. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Everything, including managing users',
  attorney: 'Writes documents and tasks',
  paralegal: 'Writes documents and tasks',
  viewer: 'Reads everything, changes nothing',
};
