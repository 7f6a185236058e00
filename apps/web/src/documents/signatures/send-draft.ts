import {
  EMAIL_MAX_LENGTH,
  SIGNATURE_DEFAULT_EXPIRY_DAYS,
  SIGNATURE_MAX_EXPIRY_DAYS,
  SIGNATURE_MAX_RECIPIENTS,
  SIGNATURE_MESSAGE_MAX_LENGTH,
  SIGNATURE_PROVIDERS,
  SIGNATURE_RECIPIENT_NAME_MAX_LENGTH,
  type SignatureRecipientRole,
} from '@lexdraft/core';
import type { SendForSignatureBody } from '@/api/signatures';

// What the Send for Signature form holds, and the contract's checks (packages/contract
// signatures.ts) written out without zod, so that each problem shows beside its field before
// anything is sent. The server checks the same rules again.

/** One row of the recipients list; `key` keeps React's rows stable while they move. */
export interface RecipientDraft {
  key: string;
  name: string;
  email: string;
  role: SignatureRecipientRole;
}

export interface SendDraft {
  recipients: RecipientDraft[];
  message: string;
  /** As typed, so that a cleared field can be typed again. */
  expiresInDays: string;
  sequential: boolean;
  accessCode: boolean;
}

export interface SendProblems {
  /** Per recipient key: what is wrong with its name and its email. */
  recipients: Map<string, { name?: string; email?: string }>;
  /** What is wrong with the list as a whole (no signer, too many). */
  list: string | null;
  expiresInDays: string | null;
  message: string | null;
}

let lastKey = 0;

/** An empty row; the first one of a list is a signer. */
export function blankRecipient(role: SignatureRecipientRole = 'signer'): RecipientDraft {
  lastKey += 1;
  return { key: `recipient-${lastKey}`, name: '', email: '', role };
}

/** The form as it opens: one signer to fill in and the default expiry. */
export function initialSendDraft(): SendDraft {
  return {
    recipients: [blankRecipient()],
    message: '',
    expiresInDays: String(SIGNATURE_DEFAULT_EXPIRY_DAYS),
    sequential: false,
    accessCode: false,
  };
}

// zod's own email pattern (z.email()), which the contract's emailAddress uses.
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Why an address would be refused, or null when it is fine. */
export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (email === '') return 'Enter an email address';
  if (email.length > EMAIL_MAX_LENGTH) return `Email must be at most ${EMAIL_MAX_LENGTH} characters`;
  if (!EMAIL.test(email)) return 'Enter a valid email address';
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1);
  if (at > 64 || domain.length > 255 || domain.split('.').some((label) => label.length > 63))
    return 'This address is too long for mail servers to deliver';
  return null;
}

/** Whole days from 1 to the contract's maximum, else null. */
export function expiryDays(value: string): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  const days = Number(value.trim());
  return days >= 1 && days <= SIGNATURE_MAX_EXPIRY_DAYS ? days : null;
}

/** Every problem of the draft; an empty answer (see hasProblems) can be sent. */
export function checkSendDraft(draft: SendDraft): SendProblems {
  const recipients = new Map<string, { name?: string; email?: string }>();
  const seen = new Set<string>();
  for (const recipient of draft.recipients) {
    const problems: { name?: string; email?: string } = {};
    const name = recipient.name.trim();
    if (name === '') problems.name = 'Enter a name';
    else if (name.length > SIGNATURE_RECIPIENT_NAME_MAX_LENGTH)
      problems.name = `Names must be at most ${SIGNATURE_RECIPIENT_NAME_MAX_LENGTH} characters`;
    const email = recipient.email.trim().toLowerCase();
    const emailIssue = emailProblem(recipient.email);
    if (emailIssue) problems.email = emailIssue;
    else if (seen.has(email)) problems.email = `${recipient.email.trim()} is listed more than once`;
    if (email !== '') seen.add(email);
    if (problems.name || problems.email) recipients.set(recipient.key, problems);
  }
  let list: string | null = null;
  if (draft.recipients.length > SIGNATURE_MAX_RECIPIENTS)
    list = `At most ${SIGNATURE_MAX_RECIPIENTS} recipients can be on one request`;
  else if (!draft.recipients.some((recipient) => recipient.role === 'signer'))
    list = 'Add at least one signer';
  return {
    recipients,
    list,
    expiresInDays:
      expiryDays(draft.expiresInDays) === null
        ? `Enter a number of days from 1 to ${SIGNATURE_MAX_EXPIRY_DAYS}`
        : null,
    message:
      draft.message.trim().length > SIGNATURE_MESSAGE_MAX_LENGTH
        ? `The message must be at most ${SIGNATURE_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`
        : null,
  };
}

export function hasProblems(problems: SendProblems): boolean {
  return (
    problems.recipients.size > 0 ||
    problems.list !== null ||
    problems.expiresInDays !== null ||
    problems.message !== null
  );
}

/** The request body of a checked draft: the list's order is the signing order (no `order` is sent). */
export function sendBody(draft: SendDraft): SendForSignatureBody {
  const message = draft.message.trim();
  return {
    provider: SIGNATURE_PROVIDERS[0],
    recipients: draft.recipients.map((recipient) => ({
      name: recipient.name.trim(),
      email: recipient.email.trim(),
      role: recipient.role,
    })),
    ...(message === '' ? {} : { message }),
    expires_in_days: expiryDays(draft.expiresInDays) ?? SIGNATURE_DEFAULT_EXPIRY_DAYS,
    sequential: draft.sequential,
    access_code: draft.accessCode,
  };
}

/** The list with the row at `from` moved to `to` (both within the list). */
export function moveRecipient(recipients: RecipientDraft[], from: number, to: number): RecipientDraft[] {
  if (to < 0 || to >= recipients.length || from === to) return recipients;
  const next = [...recipients];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}
