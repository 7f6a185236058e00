import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { signatureEvents, signatureRecipients, signatureRequests, users } from '../../../db/schema.js';
import { MailDeliveryError, type MailMessage } from '../../../lib/mail.js';
import { recordEvents } from '../events.js';
import type { SignatureRequestRow } from '../requests.js';
import type { SigningJobDeps } from './deps.js';

// What the jobs that mail the parties of a request share: who the parties are, and sending to
// each once.

export type Party = { id: string | null; name: string; email: string };

/** Sends a mail; an address the server refuses is logged and skipped (a retry would be refused too). */
export async function deliver(
  { mailer, log }: Pick<SigningJobDeps, 'mailer' | 'log'>,
  message: MailMessage,
  what: string,
): Promise<boolean> {
  try {
    await mailer.send(message);
    return true;
  } catch (error) {
    if (!(error instanceof MailDeliveryError) || !error.refused) throw error;
    log.warn({ what }, 'A signature request mail was refused by the mail server');
    return false;
  }
}

/** The request's row, held until the transaction ends. */
export async function lockedRequest(tx: Db, requestId: string): Promise<SignatureRequestRow | undefined> {
  const [request] = await tx
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.id, requestId))
    .for('update');
  return request;
}

/** The sender as a party to mail, or null when their account is gone. */
export async function senderOf(tx: Db, request: SignatureRequestRow): Promise<Party | null> {
  if (!request.sentBy) return null;
  const [sender] = await tx
    .select({ name: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, request.sentBy));
  return sender ? { id: null, ...sender } : null;
}

/**
 * Emails each party once: under the request's row, a party whose `emailed` event with this
 * detail exists is skipped; otherwise the mail goes and the event is written, then committed.
 */
export async function emailOnce(
  deps: Pick<SigningJobDeps, 'db' | 'mailer' | 'log'>,
  requestId: string,
  parties: Party[],
  detail: (party: Party) => string,
  mail: (tx: Db, request: SignatureRequestRow, party: Party) => Promise<MailMessage>,
): Promise<void> {
  for (const party of parties) {
    await deps.db.transaction(async (tx) => {
      const request = await lockedRequest(tx, requestId);
      if (!request) return;
      const [done] = await tx
        .select({ id: signatureEvents.id })
        .from(signatureEvents)
        .where(
          and(
            eq(signatureEvents.requestId, requestId),
            eq(signatureEvents.type, 'emailed'),
            eq(signatureEvents.detail, detail(party)),
            party.id ? eq(signatureEvents.recipientId, party.id) : isNull(signatureEvents.recipientId),
          ),
        );
      if (done) return;
      if (!(await deliver(deps, await mail(tx, request, party), `${detail(party)} of request ${requestId}`)))
        return;
      await recordEvents(tx, [
        {
          orgId: request.orgId,
          requestId,
          recipientId: party.id,
          type: 'emailed',
          meta: null,
          detail: detail(party),
        },
      ]);
    });
  }
}

/** Every recipient of the request, in signing order. */
export const recipientsOf = (tx: Db, requestId: string) =>
  tx
    .select()
    .from(signatureRecipients)
    .where(eq(signatureRecipients.requestId, requestId))
    .orderBy(asc(signatureRecipients.sortOrder), asc(sql`lower(${signatureRecipients.email})`));
