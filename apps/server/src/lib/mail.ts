import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';

export type MailMessage = { orgId: string | null; to: string; subject: string; text: string };

export type Mailer = {
  /** True when messages stay in the database for admins to read, rather than going out by SMTP. */
  embedded: boolean;
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

/**
 * Mail goes to SMTP_URL through nodemailer; without it, each message is kept in the embedded
 * outbox and its first link is logged, so that a demo or a development install needs no server.
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
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
      },
      close: () => transport.close(),
    };
  }
  return {
    embedded: true,
    send: async (message) => {
      await options.db.insert(mailOutbox).values(message);
      const link = message.text.match(/https?:\/\/\S+/)?.[0];
      options.log(`Outbox: "${message.subject}" to ${message.to}${link ? `: ${link}` : ''}`);
    },
    close: () => {},
  };
}
