import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedAttachment = { filename: string; contentType: string; content: Buffer };
export type ReceivedMail = { to: string; subject: string; text: string; attachments: ReceivedAttachment[] };

/**
 * A real SMTP server on a free local port that keeps what it receives, for tests that follow links
 * in mail; `refuse` names recipients it answers 550, as a server does for a mailbox it will not take.
 */
export async function startSmtpServer(options: { refuse?: (address: string) => boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.refuse?.(address.address)) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail: ParsedMail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          received.push({
            to: to ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            attachments: mail.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content,
            })),
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The latest message to this address. Sending waits for the server's acceptance, so it is here once the request returns. */
    lastMailTo(to: string): ReceivedMail | undefined {
      return received.filter((mail) => mail.to === to).at(-1);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text. */
export function linkIn(mail: ReceivedMail): URL {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`No link in mail "${mail.subject}"`);
  return new URL(match[0]);
}

/** A well-formed address of exactly `length` characters, within the local-part and label limits. */
export function addressOfLength(length: number): string {
  const local = 'a'.repeat(Math.min(64, length - 7));
  let rest = length - local.length - 1 - '.test'.length;
  const labels: string[] = [];
  while (rest > 0) {
    const size = Math.min(63, rest === 64 ? 62 : rest);
    labels.push('b'.repeat(size));
    rest -= size + 1;
  }
  if (rest !== -1 && labels.length > 0) throw new Error(`No address of ${length} characters`);
  return `${local}@${[...labels, 'test'].join('.')}`;
}
