import {
  SIGNATURE_ACCESS_CODE_DIGITS,
  SIGNATURE_DEFAULT_EXPIRY_DAYS,
  SIGNATURE_EVENT_TYPES,
  SIGNATURE_IMAGE_MAX_BYTES,
  SIGNATURE_MAX_EXPIRY_DAYS,
  SIGNATURE_MAX_RECIPIENTS,
  SIGNATURE_MESSAGE_MAX_LENGTH,
  SIGNATURE_REASON_MAX_LENGTH,
  SIGNATURE_RECIPIENT_NAME_MAX_LENGTH,
  SIGNATURE_RECIPIENT_ROLES,
  SIGNATURE_RECIPIENT_STATUSES,
  SIGNATURE_REQUEST_STATUSES,
  SIGNATURE_TYPED_MAX_LENGTH,
} from '@lexdraft/core';
import { z } from 'zod';
import { timestamp } from './common.js';
import { emailAddress } from './email.js';

// The HTTP shapes of sending for signature (issue 14, docs/signing.md): the sender's routes under
// /docs/documents/{id} and the signer's, which need no account, under /api/signing/{token}.

// ---- Sending ---------------------------------------------------------------------------------

export const signatureRecipientInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'each recipient needs a name')
    .max(
      SIGNATURE_RECIPIENT_NAME_MAX_LENGTH,
      `names must be at most ${SIGNATURE_RECIPIENT_NAME_MAX_LENGTH} characters`,
    ),
  email: emailAddress,
  role: z.enum(SIGNATURE_RECIPIENT_ROLES, { message: 'role must be signer or cc' }),
  /** Signing order (1 first) for sequential requests; the list's order when left out. */
  order: z.int().min(1).max(SIGNATURE_MAX_RECIPIENTS).optional(),
});
export type SignatureRecipientInput = z.infer<typeof signatureRecipientInput>;

/**
 * POST /docs/documents/{id}/send. The provider is checked by the service so that its 422 can name
 * the supported ones; the recipient list's rules are checked here so that each failure says which.
 */
export const sendForSignatureBody = z.object({
  provider: z.string().trim().min(1, 'provider is required'),
  recipients: z
    .array(signatureRecipientInput)
    .min(1, 'add at least one recipient')
    .max(SIGNATURE_MAX_RECIPIENTS, `at most ${SIGNATURE_MAX_RECIPIENTS} recipients`)
    .superRefine((recipients, context) => {
      if (!recipients.some((recipient) => recipient.role === 'signer')) {
        context.addIssue({ code: 'custom', message: 'add at least one signer' });
      }
      const seen = new Set<string>();
      recipients.forEach((recipient, index) => {
        const email = recipient.email.toLowerCase();
        if (seen.has(email)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'email'],
            message: `${recipient.email} is listed more than once`,
          });
        }
        seen.add(email);
      });
    }),
  message: z
    .string()
    .trim()
    .max(SIGNATURE_MESSAGE_MAX_LENGTH, `must be at most ${SIGNATURE_MESSAGE_MAX_LENGTH} characters`)
    .optional(),
  expires_in_days: z.int().min(1).max(SIGNATURE_MAX_EXPIRY_DAYS).default(SIGNATURE_DEFAULT_EXPIRY_DAYS),
  sequential: z.boolean().default(false),
  access_code: z.boolean().default(false),
});
export type SendForSignatureBody = z.input<typeof sendForSignatureBody>;

const reason = z
  .string()
  .trim()
  .min(1, 'give a reason')
  .max(SIGNATURE_REASON_MAX_LENGTH, `must be at most ${SIGNATURE_REASON_MAX_LENGTH} characters`);

/** POST /docs/documents/{id}/signature/void. */
export const voidSignatureBody = z.object({ reason });

export const signatureRecipient = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(SIGNATURE_RECIPIENT_ROLES),
  order: z.int(),
  status: z.enum(SIGNATURE_RECIPIENT_STATUSES),
  viewed_at: timestamp.nullable(),
  signed_at: timestamp.nullable(),
  declined_at: timestamp.nullable(),
  decline_reason: z.string().nullable(),
});
export type SignatureRecipient = z.infer<typeof signatureRecipient>;

export const signatureEvent = z.object({
  type: z.enum(SIGNATURE_EVENT_TYPES),
  at: timestamp,
  recipient_email: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** A few words for the timeline, never document text: a void's or decline's reason, a reminder's count. */
  detail: z.string().nullable(),
});
export type SignatureEvent = z.infer<typeof signatureEvent>;

/** GET /docs/documents/{id}/signature-status, and the answer of send, void and remind. */
export const signatureStatus = z.object({
  id: z.string(),
  document_id: z.string(),
  status: z.enum(SIGNATURE_REQUEST_STATUSES),
  provider: z.string(),
  sent_at: timestamp,
  completed_at: timestamp.nullable(),
  expires_at: timestamp,
  voided_at: timestamp.nullable(),
  void_reason: z.string().nullable(),
  /** The version of the document that was sent; the signature covers it and nothing later. */
  version: z.int(),
  document_sha256: z.string(),
  sequential: z.boolean(),
  access_code: z.boolean(),
  message: z.string().nullable(),
  sent_by: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  recipients: z.array(signatureRecipient),
  events: z.array(signatureEvent),
  /** True once the sealed PDF can be downloaded from GET .../signed-pdf. */
  signed_pdf_available: z.boolean(),
  /**
   * True when the signed PDF holds sensitive values this caller sees masked (a viewer without
   * docs:sensitive): GET .../signed-pdf answers 403 to them, and the screen says why.
   */
  signed_pdf_withheld: z.boolean(),
});
export type SignatureStatus = z.infer<typeof signatureStatus>;

// ---- Signing (no account) --------------------------------------------------------------------

export const signingTokenParams = z.object({ token: z.string().min(1).max(200) });

/** GET /api/signing/{token}: what the signing page needs to show before the PDF. */
export const signingSession = z.object({
  document_name: z.string(),
  firm_name: z.string(),
  sender_name: z.string(),
  message: z.string().nullable(),
  recipient: z.object({
    name: z.string(),
    email: z.string(),
    role: z.enum(SIGNATURE_RECIPIENT_ROLES),
    status: z.enum(SIGNATURE_RECIPIENT_STATUSES),
  }),
  expires_at: timestamp,
  /** The signer must enter the code emailed to them before the document is shown. */
  access_code_required: z.boolean(),
  access_code_verified: z.boolean(),
  consent: z.object({
    version: z.string(),
    disclosure: z.string(),
    given_at: timestamp.nullable(),
  }),
  document_sha256: z.string(),
  page_count: z.int(),
  /** Where this signer's signature goes; empty when the document has no fields (a page is added). */
  signature_fields: z.array(
    z.object({ page: z.int(), x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
  ),
});
export type SigningSession = z.infer<typeof signingSession>;

/** POST /api/signing/{token}/access-code. */
export const signingAccessCodeBody = z.object({
  code: z
    .string()
    .trim()
    .regex(
      new RegExp(`^\\d{${SIGNATURE_ACCESS_CODE_DIGITS}}$`),
      `must be ${SIGNATURE_ACCESS_CODE_DIGITS} digits`,
    ),
});

/** POST /api/signing/{token}/consent: agreeing is an explicit act. */
export const signingConsentBody = z.object({ agree: z.literal(true, { message: 'agree must be true' }) });

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;
// Base64 takes 4 characters for every 3 bytes.
const IMAGE_DATA_URL_MAX_LENGTH =
  'data:image/png;base64,'.length + Math.ceil(SIGNATURE_IMAGE_MAX_BYTES / 3) * 4;

/** POST /api/signing/{token}/sign: a typed or a drawn signature. */
export const signingSignBody = z.object({
  signature: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('typed'),
      text: z
        .string()
        .trim()
        .min(1, 'type your name to sign')
        .max(SIGNATURE_TYPED_MAX_LENGTH, `must be at most ${SIGNATURE_TYPED_MAX_LENGTH} characters`),
    }),
    z.object({
      kind: z.literal('drawn'),
      image: z
        .string()
        .max(IMAGE_DATA_URL_MAX_LENGTH, 'the drawing is too large')
        .regex(PNG_DATA_URL, 'must be a PNG data URL'),
    }),
  ]),
});
export type SigningSignBody = z.infer<typeof signingSignBody>;

/** POST /api/signing/{token}/decline. */
export const signingDeclineBody = z.object({ reason });

/** The answer of sign and decline. */
export const signingResult = z.object({
  recipient_status: z.enum(SIGNATURE_RECIPIENT_STATUSES),
  request_status: z.enum(SIGNATURE_REQUEST_STATUSES),
});
