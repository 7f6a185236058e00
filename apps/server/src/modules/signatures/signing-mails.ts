import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signatureRecipients, signatureReplacedLinks } from '../../db/schema.js';
import type { MailMessage } from '../../lib/mail.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { hashAccessCode, newAccessCode } from './access-code.js';
import { accessCodeMail, requestMailContext, signingLink, signingLinkMail } from './emails.js';
import { recordEvents, type SignatureEventInput } from './events.js';
import type { RecipientRow, SignatureRequestRow } from './requests.js';

// A signer's link is made when they are emailed, and only then: the database keeps its SHA-256,
// which cannot be emailed later, so every mail with a link carries a new token and replaces the
// one before. The first mail of a request that asks for access codes comes with a code, in a mail
// of its own; reminders leave the code as it was.

/** The signers to email when a request is sent: all of them, or the first in order when sequential. */
export function signersToEmailFirst(
  request: Pick<SignatureRequestRow, 'sequential'>,
  recipients: readonly RecipientRow[],
): RecipientRow[] {
  const signers = recipients.filter((recipient) => recipient.role === 'signer');
  if (!request.sequential) return signers;
  const first = Math.min(...signers.map((signer) => signer.sortOrder));
  return signers.filter((signer) => signer.sortOrder === first);
}

/**
 * Gives each recipient a new link (and, on a first mail of a request with access codes, a code):
 * writes their hashes, the recipient's status and times, and an `emailed` (or `reminded`) event,
 * in the caller's transaction. Answers the mails, which the caller sends once the rows are written
 * and before it commits, so that a mail that fails leaves nothing recorded as sent.
 */
export async function prepareSigningMails(
  tx: Db,
  publicUrl: string,
  request: SignatureRequestRow,
  recipients: readonly RecipientRow[],
  { meta, reminder }: { meta: RequestMeta | null; reminder: boolean },
): Promise<MailMessage[]> {
  if (recipients.length === 0) return [];
  const context = await requestMailContext(tx, request);
  const mails: MailMessage[] = [];
  const events: SignatureEventInput[] = [];
  for (const recipient of recipients) {
    const token = newToken();
    const code = request.accessCode && !recipient.accessCodeHash ? newAccessCode() : null;
    // The link this email replaces answers that it was replaced (410), not that it is unknown.
    if (recipient.tokenHash) {
      await tx
        .insert(signatureReplacedLinks)
        .values({ tokenHash: recipient.tokenHash, orgId: request.orgId, recipientId: recipient.id })
        .onConflictDoNothing();
    }
    const [updated] = await tx
      .update(signatureRecipients)
      .set({
        tokenHash: hashToken(token),
        emailedAt: recipient.emailedAt ?? sql`now()`,
        status: recipient.status === 'pending' ? 'sent' : recipient.status,
        ...(code ? { accessCodeHash: await hashAccessCode(code) } : {}),
        ...(reminder
          ? { lastRemindedAt: sql`now()`, reminderCount: sql`${signatureRecipients.reminderCount} + 1` }
          : {}),
      })
      .where(and(eq(signatureRecipients.id, recipient.id), eq(signatureRecipients.requestId, request.id)))
      .returning({ reminderCount: signatureRecipients.reminderCount });
    events.push({
      orgId: request.orgId,
      requestId: request.id,
      recipientId: recipient.id,
      type: reminder ? 'reminded' : 'emailed',
      meta,
      detail: reminder
        ? `reminder ${updated?.reminderCount ?? 1}`
        : code
          ? 'signing link and access code'
          : 'signing link',
    });
    const link = signingLink(publicUrl, token);
    mails.push(
      signingLinkMail(context, recipient, { link, token, reminder, accessCode: request.accessCode }),
    );
    if (code) mails.push(accessCodeMail(context, recipient, code));
  }
  await recordEvents(tx, events);
  return mails;
}
