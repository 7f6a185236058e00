import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents, organizations, signatureRequests, users } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import { MailDeliveryError, type Mailer, type MailMessage } from '../../lib/mail.js';

// The mail of a signature request. Plain text, as the app's other mail; the link and the access
// code are named as secrets, so that the embedded outbox and the log never hold them.

/** What every mail of a request says about it. */
export type RequestMailContext = {
  orgId: string;
  documentName: string;
  firmName: string;
  senderName: string;
  message: string | null;
  expiresAt: Date;
};

type Recipient = { name: string; email: string };

/** The address a recipient's link opens: the signing page, which needs no account. */
export const signingLink = (publicUrl: string, token: string) =>
  `${publicUrl}/sign/${encodeURIComponent(token)}`;

// A subject is one line, whatever a name holds.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const expiryText = (date: Date) =>
  `${date.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

/** What a request's mail needs to know: the document's and firm's names and the sender's. */
export async function requestMailContext(
  db: Db,
  request: typeof signatureRequests.$inferSelect,
): Promise<RequestMailContext> {
  const [row] = await db
    .select({ documentName: documents.name, firmName: organizations.name, senderName: users.fullName })
    .from(signatureRequests)
    .innerJoin(documents, eq(documents.id, signatureRequests.documentId))
    .innerJoin(organizations, eq(organizations.id, signatureRequests.orgId))
    .leftJoin(users, eq(users.id, signatureRequests.sentBy))
    .where(eq(signatureRequests.id, request.id));
  return {
    orgId: request.orgId,
    documentName: row?.documentName ?? 'Document',
    firmName: row?.firmName ?? 'LexDraft',
    senderName: row?.senderName ?? row?.firmName ?? 'LexDraft',
    message: request.message,
    expiresAt: request.expiresAt,
  };
}

/** The mail that carries a signer's link: the first one, or a reminder whose link replaces the earlier one. */
export function signingLinkMail(
  context: RequestMailContext,
  recipient: Recipient,
  {
    link,
    token,
    reminder,
    accessCode,
  }: { link: string; token: string; reminder: boolean; accessCode: boolean },
): MailMessage {
  const name = `"${oneLine(context.documentName)}"`;
  const text = [
    `Hello ${recipient.name},`,
    '',
    reminder
      ? `This is a reminder: ${context.senderName} of ${context.firmName} is waiting for your signature on ${name}.`
      : `${context.senderName} of ${context.firmName} has sent you ${name} to sign electronically.`,
    ...(context.message ? ['', `Their message:`, context.message] : []),
    '',
    `Review and sign it here before ${expiryText(context.expiresAt)}:`,
    '',
    link,
    '',
    ...(reminder
      ? ['This link replaces the one in earlier emails, which no longer opens the document.']
      : []),
    ...(accessCode
      ? [
          reminder
            ? 'You will be asked for the access code that was emailed to you separately.'
            : 'You will be asked for an access code, which is in a separate email.',
        ]
      : []),
    'This link is for you alone: please do not forward it. No account is needed.',
  ].join('\n');
  return {
    orgId: context.orgId,
    to: recipient.email,
    subject: oneLine(`${reminder ? 'Reminder: please sign' : 'Please sign'} ${name}`),
    text,
    secrets: [token, link],
  };
}

/** The access code, in a mail of its own so that the link alone is not enough. */
export function accessCodeMail(context: RequestMailContext, recipient: Recipient, code: string): MailMessage {
  return {
    orgId: context.orgId,
    to: recipient.email,
    subject: oneLine(`Your access code for "${context.documentName}"`),
    text: [
      `Hello ${recipient.name},`,
      '',
      `To open "${oneLine(context.documentName)}", sent to you for signature by ${context.senderName} of ${context.firmName}, enter this access code:`,
      '',
      code,
      '',
      'Keep it to yourself. The signing link is in a separate email.',
    ].join('\n'),
    secrets: [code],
  };
}

/** Tells a recipient that the request was voided: its link no longer opens the document. */
export function voidedMail(context: RequestMailContext, recipient: Recipient, reason: string): MailMessage {
  return {
    orgId: context.orgId,
    to: recipient.email,
    subject: oneLine(`Signature request voided: "${context.documentName}"`),
    text: [
      `Hello ${recipient.name},`,
      '',
      `${context.senderName} of ${context.firmName} has voided the request to sign "${oneLine(context.documentName)}". Its link no longer opens the document, and nothing more is needed from you.`,
      '',
      `Reason given: ${reason}`,
    ].join('\n'),
    secrets: [],
  };
}

export const SIGNING_MAIL_UNAVAILABLE = 'The signing emails could not be sent. Try again later.';
export const signingMailRefused = (address: string) =>
  `The mail server refused ${address}. Check the address and try again.`;

/**
 * Sends the mails one by one; a refused address is the caller's to fix (422 naming it), a server
 * that cannot be reached a 503. Run inside the transaction of the work, so that a failure leaves
 * nothing recorded as sent.
 */
export async function sendRequestMails(mailer: Mailer, messages: readonly MailMessage[]): Promise<void> {
  for (const message of messages) {
    try {
      await mailer.send(message);
    } catch (error) {
      if (!(error instanceof MailDeliveryError)) throw error;
      throw error.refused
        ? new HttpError(422, signingMailRefused(message.to))
        : new HttpError(503, SIGNING_MAIL_UNAVAILABLE);
    }
  }
}
