import { z } from 'zod';
import { timestamp } from './common.js';

/** The firm the signed-in user belongs to. */
export const organization = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  created_at: timestamp,
});

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
