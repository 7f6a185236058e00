import type {
  emailChangePending,
  invitation,
  invitationDetails,
  organization,
  outbox,
  outboxMessage,
  updateProfileBody,
  user,
} from '@lexdraft/contract';
import type { z } from 'zod';

// The shapes of docs/auth-api.md, as the server's contract (@lexdraft/contract) states them;
// imported as types only, so no zod reaches the bundle.

/** A member of a firm. `last_login` is null until the first sign-in. */
export type User = z.infer<typeof user>;
/** The firm the signed-in user belongs to. */
export type Organization = z.infer<typeof organization>;
/** A pending invitation, as the administration list shows it. */
export type Invitation = z.infer<typeof invitation>;
/** What an invitation link reveals before registration. */
export type InvitationDetails = z.infer<typeof invitationDetails>;
/** One message kept in the organization's outbox (mail not sent over SMTP). */
export type OutboxMessage = z.infer<typeof outboxMessage>;
/** The outbox answer; `enabled` is false when mail goes to a real SMTP server. */
export type Outbox = z.infer<typeof outbox>;
/** PATCH /users/me's 202: the new address waits for the link mailed to it. */
export type EmailChangePending = z.infer<typeof emailChangePending>;
/** The profile fields PATCH /users/me accepts. */
export type ProfileChanges = z.input<typeof updateProfileBody>;

/** A signed-in session: the access token and its user. */
export interface Session {
  accessToken: string;
  user: User;
}
