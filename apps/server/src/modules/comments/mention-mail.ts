import { mentionsAsText } from '@lexdraft/core';
import type { MailMessage } from '../../lib/mail.js';

// The mail a colleague gets when a comment mentions them: who, on which document, the text the
// thread is about, the comment as it reads (mentions as @Name), and the link to the document.

export type MentionMailInput = {
  orgId: string;
  recipient: { name: string; email: string };
  authorName: string;
  document: { id: string; name: string };
  quote: string;
  body: string;
  publicUrl: string;
};

// A subject is one line, whatever a name holds.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

/** The editor's address of a document (apps/web router: /documents/:id/edit). */
export const documentLink = (publicUrl: string, documentId: string) =>
  `${publicUrl}/documents/${encodeURIComponent(documentId)}/edit`;

/** The mail telling a colleague that a comment mentions them. */
export function mentionMail(input: MentionMailInput): MailMessage {
  const author = oneLine(input.authorName);
  const documentName = `“${oneLine(input.document.name)}”`;
  const text = [
    `Hello ${oneLine(input.recipient.name)},`,
    '',
    `${author} mentioned you in a comment on ${documentName}.`,
    ...(input.quote ? ['', 'On the text:', quoted(input.quote)] : []),
    '',
    `${author} wrote:`,
    quoted(mentionsAsText(input.body)),
    '',
    'Open the document to reply:',
    documentLink(input.publicUrl, input.document.id),
  ].join('\n');
  return {
    orgId: input.orgId,
    to: input.recipient.email,
    subject: `${author} mentioned you in ${documentName}`,
    text,
    secrets: [],
  };
}
