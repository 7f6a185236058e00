import type { Role } from '@lexdraft/core';
import type { Invitation, User } from '@/api/auth-types';

let sequence = 0;

/** A user as GET /users/me answers, with overridable fields. */
export function buildUser(overrides: Partial<User> & { role?: Role } = {}): User {
  sequence += 1;
  const id = overrides.id ?? `user-${sequence}`;
  const first = overrides.first_name ?? 'Ada';
  const last = overrides.last_name ?? 'Lovelace';
  return {
    _id: id,
    id,
    email: `user${sequence}@firm.test`,
    full_name: `${first} ${last}`,
    first_name: first,
    last_name: last,
    role: 'attorney',
    permissions: ['docs:write'],
    org_id: 'org-1',
    is_active: true,
    last_login: '2025-03-04T15:30:00.000Z',
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A pending invitation, with overridable fields. */
export function buildInvitation(overrides: Partial<Invitation> = {}): Invitation {
  sequence += 1;
  return {
    id: `invitation-${sequence}`,
    email: `invitee${sequence}@firm.test`,
    role: 'paralegal',
    created_at: '2025-03-01T10:00:00.000Z',
    expires_at: '2025-03-08T10:00:00.000Z',
    invited_by: 'user-admin',
    ...overrides,
  };
}
