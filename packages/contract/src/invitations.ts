import { ROLES } from '@lexdraft/core';
import { z } from 'zod';
import { timestamp } from './common.js';
import { emailAddress } from './email.js';

// Admins invite and revoke; an invitee looks the invitation up and registers with it.

const token = z.string().min(1).max(200);

export const invitationIdParams = z.object({ id: z.uuid({ message: 'must be an invitation id' }) });

export const createInvitationBody = z.object({ email: emailAddress, role: z.enum(ROLES) });

export const invitationLookupBody = z.object({ token });

export const registerParams = z.object({ invitation_token: token });

export const registerBody = z.object({
  email: emailAddress,
  password: z.string().max(1024),
  first_name: z.string().trim().max(200).optional(),
  last_name: z.string().trim().max(200).optional(),
  invitation_token: token.optional(),
});

/** A pending invitation, as the administration list shows it. */
export const invitation = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  created_at: timestamp,
  expires_at: timestamp,
  /** Id of the user who sent it. */
  invited_by: z.string().nullable(),
});

/** What an invitation link reveals before registration. */
export const invitationDetails = z.object({
  email: z.string(),
  role: z.enum(ROLES),
  organization_name: z.string(),
  expires_at: timestamp,
});
