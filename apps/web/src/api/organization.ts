import type { UpdateOrganizationInput } from '@lexdraft/contract';
import type { Organization } from './auth-types';
import { api } from './client';

// The firm's settings (admins): PATCH /organizations/current. GET is getOrganization in ./auth.

export type { UpdateOrganizationInput };

/** Changes the firm's settings (the AI assistant's switch); answers the organization as it now is. */
export function updateOrganization(changes: UpdateOrganizationInput) {
  return api.patch<Organization>('/organizations/current', changes, {
    fallbackMessage: 'Failed to update organization settings',
  });
}
