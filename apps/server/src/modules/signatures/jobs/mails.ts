import type { MailMessage } from '../../../lib/mail.js';
import { nameWithExtension, safeDisplayName } from '../../assets/file-name.js';
import type { RequestMailContext } from '../emails.js';
import type { RecipientRow, SignatureRequestRow } from '../requests.js';
import type { Party } from './mail-parties.js';

// The mails the jobs send: the sender's notices, the expiry notice and the sealed PDF.

/** The `detail` of the `emailed` events that record the mails sent after a request ends. */
export const SIGNED_COPY = 'signed PDF';
export const SIGNED_COPY_TO_SENDER = 'signed PDF, to the sender';
export const EXPIRY_NOTICE = 'expiry notice';
export const EXPIRY_NOTICE_TO_SENDER = 'expiry notice, to the sender';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const quoted = (context: RequestMailContext) => `"${oneLine(context.documentName)}"`;
const utc = (date: Date) =>
  `${date.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

export function signedNoticeMail(
  context: RequestMailContext,
  sender: Party,
  signer: RecipientRow,
  signed: number,
  signers: number,
): MailMessage {
  return {
    orgId: context.orgId,
    to: sender.email,
    subject: oneLine(`${signer.name} signed ${quoted(context)}`),
    text: [
      `Hello ${sender.name},`,
      '',
      `${signer.name} (${signer.email}) signed ${quoted(context)}${signer.signedAt ? ` on ${utc(signer.signedAt)}` : ''}.`,
      signed === signers
        ? 'Every signer has now signed. The sealed PDF follows in a separate email once it is ready.'
        : `${signed} of ${signers} signers have signed.`,
    ].join('\n'),
    secrets: [],
  };
}

export function declinedNoticeMail(
  context: RequestMailContext,
  sender: Party,
  signer: RecipientRow,
): MailMessage {
  return {
    orgId: context.orgId,
    to: sender.email,
    subject: oneLine(`${signer.name} declined to sign ${quoted(context)}`),
    text: [
      `Hello ${sender.name},`,
      '',
      `${signer.name} (${signer.email}) declined to sign ${quoted(context)}. The request is closed: no one else can sign it.`,
      '',
      `Reason given: ${signer.declineReason ?? 'none'}`,
    ].join('\n'),
    secrets: [],
  };
}

export function expiredMail(context: RequestMailContext, party: Party): MailMessage {
  return {
    orgId: context.orgId,
    to: party.email,
    subject: oneLine(`Signature request expired: ${quoted(context)}`),
    text: [
      `Hello ${party.name},`,
      '',
      party.id
        ? `The request from ${context.senderName} of ${context.firmName} to sign ${quoted(context)} expired on ${utc(context.expiresAt)} before every signer had signed. Its links no longer open the document, and nothing more is needed from you.`
        : `Your request to sign ${quoted(context)} expired on ${utc(context.expiresAt)} before every signer had signed. Send the document again to ask for signatures.`,
    ].join('\n'),
    secrets: [],
  };
}

export function completedMail(
  context: RequestMailContext,
  request: SignatureRequestRow,
  party: Party,
  pdf: Buffer,
): MailMessage {
  const fileName = nameWithExtension(`${safeDisplayName(context.documentName, 'document')} (signed)`, 'pdf');
  return {
    orgId: context.orgId,
    to: party.email,
    subject: oneLine(`Completed: ${quoted(context)} is signed`),
    text: [
      `Hello ${party.name},`,
      '',
      `Every signer has signed ${quoted(context)}, sent by ${context.senderName} of ${context.firmName}. The signed PDF is attached.`,
      '',
      'It ends with a certificate of completion, and the whole file is digitally sealed: any change made to it after sealing is detectable.',
      `SHA-256 of the signed PDF: ${request.signedPdfSha256 ?? ''}`,
    ].join('\n'),
    secrets: [],
    attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
  };
}
