import type { SignatureEventType } from '@lexdraft/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signatureEvents } from '../../db/schema.js';
import type { RequestMeta } from '../../lib/request-meta.js';

/** One row of a request's audit trail. */
export type SignatureEventInput = {
  orgId: string;
  requestId: string;
  recipientId?: string | null;
  type: SignatureEventType;
  /** Where the act came from: the sender's request, the signer's, or null for the server's own work. */
  meta: RequestMeta | null;
  /** A reason or a count, never document text. */
  detail?: string | null;
};

/** Writes audit rows of a request, in the caller's transaction: the one that does the work they record. */
export async function recordEvents(db: Db, events: readonly SignatureEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(signatureEvents).values(
    events.map((event) => ({
      orgId: event.orgId,
      requestId: event.requestId,
      recipientId: event.recipientId ?? null,
      type: event.type,
      // The time of each row as it is written (not the transaction's start, now()), so that the
      // events of one transaction keep the order they happened in.
      at: sql`clock_timestamp()`,
      ip: event.meta?.ip ?? null,
      userAgent: event.meta?.userAgent ?? null,
      detail: event.detail ?? null,
    })),
  );
}
