// Sending for signature (issue 14, docs/signing.md): the built-in signer's rules, named once for
// the server, the web app and the tests.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The e-signature providers the app can send through; ours is built in. */
export const SIGNATURE_PROVIDERS = ['lexdraft'] as const;
export type SignatureProvider = (typeof SIGNATURE_PROVIDERS)[number];

/** Most recipients (signers and copies together) on one request. */
export const SIGNATURE_MAX_RECIPIENTS = 20;
/** How long a request stays open when the sender does not say, in days. */
export const SIGNATURE_DEFAULT_EXPIRY_DAYS = 14;
/** The longest a request may stay open, in days. */
export const SIGNATURE_MAX_EXPIRY_DAYS = 90;
/** Longest message to recipients, in characters. */
export const SIGNATURE_MESSAGE_MAX_LENGTH = 2_000;
/** Longest reason for voiding or declining, in characters. */
export const SIGNATURE_REASON_MAX_LENGTH = 500;
/** Longest recipient name, in characters. */
export const SIGNATURE_RECIPIENT_NAME_MAX_LENGTH = 200;
/** Longest typed signature, in characters. */
export const SIGNATURE_TYPED_MAX_LENGTH = 100;
/** Largest drawn signature image (PNG), in bytes. */
export const SIGNATURE_IMAGE_MAX_BYTES = 200_000;
/** Digits of the access code emailed to each signer when the request asks for one. */
export const SIGNATURE_ACCESS_CODE_DIGITS = 6;
/** Wrong access codes after which a signing link is locked. */
export const SIGNATURE_ACCESS_CODE_MAX_ATTEMPTS = 5;
/** Days between reminders to a signer who has not signed yet. */
export const SIGNATURE_REMINDER_INTERVAL_DAYS = 3;
export const SIGNATURE_REMINDER_INTERVAL_MS = SIGNATURE_REMINDER_INTERVAL_DAYS * DAY_MS;
export const DAY_IN_MS = DAY_MS;

/** A request's state as the database stores it (its check constraint lists these). */
export const STORED_SIGNATURE_REQUEST_STATUSES = [
  'sent',
  'partially_signed',
  'completed',
  'declined',
  'voided',
  'expired',
] as const;
export type StoredSignatureRequestStatus = (typeof STORED_SIGNATURE_REQUEST_STATUSES)[number];

/**
 * A request's state, as GET .../signature-status answers it: `sealing` is a request every signer
 * signed whose sealed PDF is not stored yet (stored as completed, without its PDF).
 */
export const SIGNATURE_REQUEST_STATUSES = [
  'sent',
  'partially_signed',
  'sealing',
  'completed',
  'declined',
  'voided',
  'expired',
] as const;
export type SignatureRequestStatus = (typeof SIGNATURE_REQUEST_STATUSES)[number];

/** A recipient's state. */
export const SIGNATURE_RECIPIENT_STATUSES = ['pending', 'sent', 'viewed', 'signed', 'declined'] as const;
export type SignatureRecipientStatus = (typeof SIGNATURE_RECIPIENT_STATUSES)[number];

export const SIGNATURE_RECIPIENT_ROLES = ['signer', 'cc'] as const;
export type SignatureRecipientRole = (typeof SIGNATURE_RECIPIENT_ROLES)[number];

/** Every event of a request's audit trail. */
export const SIGNATURE_EVENT_TYPES = [
  'sent',
  'emailed',
  'opened',
  'viewed',
  'consented',
  'code_verified',
  'signed',
  'declined',
  'reminded',
  'voided',
  'completed',
] as const;
export type SignatureEventType = (typeof SIGNATURE_EVENT_TYPES)[number];

/** The document statuses sending sets (spec section 4: a sent document shows Sent). */
export const DOC_STATUS_SENT = 'Sent';
export const DOC_STATUS_COMPLETED = 'Completed';
export const DOC_STATUS_DECLINED = 'Declined';
export const DOC_STATUS_VOIDED = 'Voided';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A day as `29 November 2026`, in UTC, whatever the reader's locale or time zone. */
export function formatSigningDate(at: Date | string): string {
  const date = new Date(at);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Why a signed document refuses a change (409): its text must stay the text that was signed. */
export const signedReadOnly = (completedAt: Date | string) =>
  `This document was signed on ${formatSigningDate(completedAt)}. Make a copy to change it.`;

/** A request that can still be signed, voided or edited around. */
export function isOpenSignatureStatus(status: SignatureRequestStatus): boolean {
  return status === 'sent' || status === 'partially_signed';
}

/** The text of the electronic-records consent a signer agrees to before signing (its version is recorded). */
export const SIGNING_CONSENT_VERSION = '2026-11';
export const SIGNING_CONSENT_DISCLOSURE = [
  'You agree to use electronic records and signatures for this document. Your electronic signature is as binding as a handwritten one.',
  'You may ask the sender for a paper copy, and you may withdraw this consent before you sign by declining. Withdrawing does not affect documents you have already signed.',
  'To view and sign you need a web browser that shows PDF pages. A copy of the signed document is emailed to you when every party has signed.',
].join('\n\n');
