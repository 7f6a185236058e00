import { z } from 'zod';
import { timestamp } from './common.js';

/** The firm the signed-in user belongs to. */
export const organization = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  created_at: timestamp,
  /** The AI assistant is on (issue 15); an admin turns it off with PATCH /organizations/current. */
  ai_enabled: z.boolean(),
});

/** PATCH /organizations/current (admins). */
export const updateOrganizationBody = z.object({ ai_enabled: z.boolean() }).partial();
export type UpdateOrganizationInput = z.infer<typeof updateOrganizationBody>;

/** One message kept in the organization's outbox (mail not sent over SMTP). */
export const outboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: timestamp,
});

/** The outbox answer; `enabled` is false when mail goes to a real SMTP server. */
export const outbox = z.object({ enabled: z.boolean(), messages: z.array(outboxMessage) });
