import type { Role } from '@lexdraft/core';

// The shapes of docs/auth-api.md, as the server sends them.

/** A member of a firm. `last_login` is null until the first sign-in. */
export interface User {
  _id: string;
  id: string;
  email: string;
  full_name: string;
  first_name: string;
  last_name: string;
  role: Role;
  /** The effective grants (role defaults included), such as "docs:write". */
  permissions: string[];
  org_id: string;
  is_active: boolean;
  last_login: string | null;
  created_at: string;
  updated_at: string;
}

/** The firm the signed-in user belongs to. */
export interface Organization {
  _id: string;
  id: string;
  name: string;
  created_at: string;
}

/** A pending invitation, as the administration list shows it. */
export interface Invitation {
  id: string;
  email: string;
  role: Role;
  created_at: string;
  expires_at: string;
  /** Id of the user who sent it. */
  invited_by: string | null;
}

/** What an invitation link reveals before registration. */
export interface InvitationDetails {
  email: string;
  role: Role;
  organization_name: string;
  expires_at: string;
}

/** One message kept in the organization's outbox (mail not sent over SMTP). */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/** The outbox answer; `enabled` is false when mail goes to a real SMTP server. */
export interface Outbox {
  enabled: boolean;
  messages: OutboxMessage[];
}

/** The profile fields PATCH /users/me accepts. */
export type ProfileChanges = Partial<Pick<User, 'full_name' | 'first_name' | 'last_name' | 'email'>>;

/** A signed-in session: the access token and its user. */
export interface Session {
  accessToken: string;
  user: User;
}
