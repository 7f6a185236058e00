import { HttpError } from '../../lib/errors.js';
import { MailDeliveryError, type Mailer, type MailMessage } from '../../lib/mail.js';
import { INTAKE_MAIL_UNAVAILABLE, intakeMailRefused } from './messages.js';

// The mail of client intake: the client's link, and the sender's notice once the answers are in.
// Plain text as the app's other mail; the link is named as a secret, so that the embedded outbox
// and the log never hold it.

/** The page a client's link opens: the intake page, which needs no account. */
export const intakeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/intake/${encodeURIComponent(token)}`;

// A subject is one line, whatever a name holds.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const expiryText = (date: Date) =>
  `${date.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

/** The client's mail: the firm's name, the sender's message and the link (first sent, or sent again). */
export function intakeLinkMail(
  request: { orgId: string; name: string; email: string; message: string; expiresAt: Date },
  firmName: string,
  { token, publicUrl, resent }: { token: string; publicUrl: string; resent: boolean },
): MailMessage {
  const link = intakeLink(publicUrl, token);
  const text = [
    `Hello ${request.name},`,
    '',
    `${firmName} asks you to answer a few questions.`,
    ...(request.message ? ['', 'Their message:', request.message] : []),
    '',
    `Answer them here before ${expiryText(request.expiresAt)}:`,
    '',
    link,
    '',
    ...(resent ? ['This link replaces the one in earlier emails, which no longer opens the questions.'] : []),
    'You can save your answers and come back later. No account is needed.',
    'This link is for you alone: please do not forward it.',
  ].join('\n');
  return {
    orgId: request.orgId,
    to: request.email,
    subject: oneLine(`${resent ? 'Reminder: ' : ''}${firmName} asks for information`),
    text,
    secrets: [token, link],
  };
}

/** The sender's notice: the client's answers are now the document's values. */
export function answersReceivedMail(
  request: { orgId: string; name: string; email: string; documentId: string },
  documentName: string,
  sender: { name: string; email: string },
  publicUrl: string,
): MailMessage {
  const document = `"${oneLine(documentName)}"`;
  return {
    orgId: request.orgId,
    to: sender.email,
    subject: oneLine(`Answers received: ${request.name} answered for ${document}`),
    text: [
      `Hello ${sender.name},`,
      '',
      `${request.name} (${request.email}) submitted their answers for ${document}. They are now the document's values.`,
      '',
      'Review them here:',
      '',
      `${publicUrl}/documents/${request.documentId}/edit`,
    ].join('\n'),
    secrets: [],
  };
}

/**
 * Sends a client's link inside the transaction that stores its hash, so that a mail server that
 * cannot take it leaves nothing recorded as sent: a refused address is the caller's to fix (422
 * naming it), a server that cannot be reached a 503.
 */
export async function sendLinkMail(mailer: Mailer, message: MailMessage): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    throw error.refused
      ? new HttpError(422, intakeMailRefused(message.to))
      : new HttpError(503, INTAKE_MAIL_UNAVAILABLE);
  }
}
