import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import { maskSecrets } from './mail-secrets.js';

export type MailMessage = {
  orgId: string | null;
  to: string;
  subject: string;
  text: string;
  /** What only the recipient may read (tokens, links with them): kept out of the outbox and the log. */
  secrets: string[];
  /** Files sent with the message (a sealed PDF); the embedded outbox names them but keeps no bytes. */
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

/**
 * Mail that did not go out. `refused` is a permanent refusal of the message or address (an SMTP
 * 5xx), which a retry will not fix; otherwise the server could not be reached or failed for now.
 */
export class MailDeliveryError extends Error {
  constructor(readonly refused: boolean) {
    super(refused ? 'The mail server refused the message' : 'The mail server could not be reached');
    this.name = 'MailDeliveryError';
  }
}

function deliveryError(error: unknown): MailDeliveryError {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return new MailDeliveryError(typeof code === 'number' && code >= 500);
}

export type Mailer = {
  /** True when messages stay in the database for admins to read, rather than going out by SMTP. */
  embedded: boolean;
  /** Rejects with MailDeliveryError when the message could not be handed to the mail server. */
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

// The outbox is read by admins in the app: it says what was attached, not what the files held.
const attachmentNote = (attachments: MailAttachment[] | undefined) =>
  attachments?.length
    ? `\n\n[Attached, not kept in the outbox: ${attachments.map((file) => `${file.filename} (${file.content.length} bytes)`).join(', ')}]`
    : '';

/**
 * Mail goes to SMTP_URL through nodemailer; without it, each message is kept in the embedded
 * outbox, so that a demo or a development install needs no server. Admins read that outbox, not
 * the recipients, so it keeps every secret masked (mail-secrets.ts), and the log names only the
 * subject and the recipient.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: (message: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      embedded: false,
      send: async (message) => {
        try {
          await transport.sendMail({
            from: options.from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            ...(message.attachments ? { attachments: message.attachments } : {}),
          });
        } catch (error) {
          throw deliveryError(error);
        }
      },
      close: () => transport.close(),
    };
  }
  options.log(
    'No SMTP_URL: mail is kept in the embedded outbox with its links hidden, and reaches no one. Set SMTP_URL to send it.',
  );
  return {
    embedded: true,
    send: async (message) => {
      const subject = maskSecrets(message.subject, message.secrets);
      await options.db.insert(mailOutbox).values({
        orgId: message.orgId,
        to: message.to,
        subject,
        text: maskSecrets(message.text, message.secrets) + attachmentNote(message.attachments),
      });
      options.log(`Outbox: "${subject}" to ${message.to} (not sent: no SMTP_URL)`);
    },
    close: () => {},
  };
}
