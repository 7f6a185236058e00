import { timingSafeEqual } from 'node:crypto';
import type { SigningSession, SigningSignBody } from '@lexdraft/contract';
import {
  DOC_STATUS_COMPLETED,
  DOC_STATUS_DECLINED,
  SIGNATURE_ACCESS_CODE_MAX_ATTEMPTS,
  SIGNATURE_IMAGE_MAX_BYTES,
  SIGNING_CONSENT_DISCLOSURE,
  SIGNING_CONSENT_VERSION,
  type SignatureRecipientStatus,
  type SignatureRequestStatus,
  type StoredSignatureRequestStatus,
} from '@lexdraft/core';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import {
  documents,
  signatureRecipients,
  signatureReplacedLinks,
  signatureRequests,
} from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import type { Jobs } from '../../lib/jobs.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import type { ObjectStorage } from '../../lib/storage/object-storage.js';
import { hashToken } from '../../lib/tokens.js';
import { verifyAccessCode } from './access-code.js';
import { requestMailContext } from './emails.js';
import { recordEvents } from './events.js';
import { expireOverdue, type SignatureRequestRow } from './requests.js';
import type { RecipientRow } from './signing-mails.js';

// The signer's side of a request (docs/signing.md, "The signer's API"): everything a signing link
// can do, with no account. A link is known by the SHA-256 of its token alone and answers only its
// own recipient's document; nothing here names another recipient or their link. Each act runs in
// one transaction with its audit event; those that change what others may do (sign, decline) hold
// the request's row, then the recipient's, so that two at once happen one after the other.

export type SignerDeps = { db: Db; storage: ObjectStorage; jobs: Jobs };

export const UNKNOWN_LINK =
  'This signing link is not valid. Check that you opened the whole link from your email.';
export const LINK_VOIDED = 'This signing link is no longer valid: the sender voided the request.';
export const LINK_SIGNED = 'You have already signed this document: this link has been used.';
export const LINK_YOU_DECLINED = 'You declined to sign this document: this link has been used.';
export const LINK_DECLINED = 'This signing link is no longer valid: the request was declined.';
export const LINK_COMPLETED =
  'This signing link is no longer valid: the document has been signed by everyone.';
export const LINK_REPLACED =
  'This signing link was replaced by a newer one: open the link in the latest email about this document.';
export const LINK_LOCKED = `This signing link is locked after ${SIGNATURE_ACCESS_CODE_MAX_ATTEMPTS} wrong access codes. Ask the sender to send it again.`;
export const linkExpired = (expiresAt: Date) =>
  `This signing link expired on ${expiresAt.toISOString().slice(0, 10)}. Ask the sender to send the document again.`;

export const CODE_NOT_ASKED = 'This document needs no access code.';
export const CODE_FIRST = 'Enter the access code that was emailed to you first.';
export const wrongCode = (left: number) =>
  `That access code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left before this link is locked.`;
export const CODE_LOCKED_NOW = `That access code is not right either. After ${SIGNATURE_ACCESS_CODE_MAX_ATTEMPTS} wrong codes this link is locked: ask the sender to send it again.`;
export const CC_CANNOT_SIGN = 'You receive a copy of this document; only its signers sign or decline it.';
export const CONSENT_FIRST = 'Agree to use electronic records and signatures before signing.';
export const NOT_YOUR_TURN = 'It is not your turn to sign yet: you will get an email when it is.';

export const DRAWING_NOT_PNG = 'signature.image: the drawing is not a PNG image';
export const DRAWING_BLANK = 'signature.image: the drawing is blank: draw your signature, or type it';

// A drawing is a few hundred pixels of a phone's or a desktop's canvas, at most a few times its
// pixel ratio; anything far outside that is not a signature pad's.
export const DRAWING_LIMITS = {
  minWidth: 16,
  minHeight: 8,
  maxWidth: 4000,
  maxHeight: 2000,
  maxPixels: 4_000_000,
};

type Link = { request: SignatureRequestRow & { pastExpiry: boolean }; recipient: RecipientRow };

const notFound = () => new HttpError(404, UNKNOWN_LINK);
const gone = (detail: string) => new HttpError(410, detail);

/**
 * The request and recipient of a link, found by the SHA-256 of its token. The index finds the row
 * by the whole hash; the hashes are compared again in constant time, so that nothing about a
 * near miss shows in how long the answer takes. `lock` holds the request's row, then the
 * recipient's, until the transaction ends.
 */
async function findLink(db: Db, token: string, { lock = false } = {}): Promise<Link> {
  const hash = hashToken(token);
  const found = await recipientOfHash(db, hash);
  if (!found) throw await deadOrUnknown(db, hash);
  // The database's clock says whether the request is past its time, as it does for the expiry job.
  const requestQuery = db
    .select({ row: signatureRequests, pastExpiry: sql<boolean>`${signatureRequests.expiresAt} <= now()` })
    .from(signatureRequests)
    .where(eq(signatureRequests.id, found.requestId));
  const [selected] = lock ? await requestQuery.for('update') : await requestQuery;
  const recipientQuery = db
    .select()
    .from(signatureRecipients)
    .where(and(eq(signatureRecipients.id, found.recipientId), eq(signatureRecipients.tokenHash, hash)));
  const [recipient] = lock ? await recipientQuery.for('update') : await recipientQuery;
  // A reminder may have replaced the token meanwhile.
  if (!selected || !recipient) throw await deadOrUnknown(db, hash);
  return { request: { ...selected.row, pastExpiry: selected.pastExpiry }, recipient };
}

/** 410 for a link a later email replaced (it was real, and the signer has a newer one), else 404. */
async function deadOrUnknown(db: Db, hash: string): Promise<HttpError> {
  const [replaced] = await db
    .select({ tokenHash: signatureReplacedLinks.tokenHash })
    .from(signatureReplacedLinks)
    .where(eq(signatureReplacedLinks.tokenHash, hash));
  return replaced && sameHash(replaced.tokenHash, hash) ? gone(LINK_REPLACED) : notFound();
}

async function recipientOfHash(db: Db, hash: string) {
  const [found] = await db
    .select({
      requestId: signatureRecipients.requestId,
      recipientId: signatureRecipients.id,
      tokenHash: signatureRecipients.tokenHash,
    })
    .from(signatureRecipients)
    .where(eq(signatureRecipients.tokenHash, hash));
  return found?.tokenHash && sameHash(found.tokenHash, hash) ? found : undefined;
}

/**
 * Marks the link's request expired, in a transaction of its own, when its time is up: whatever the
 * act then answers (410), the request stays expired, as the sender's reads and the expiry job leave it.
 */
async function settleExpiry(db: Db, token: string): Promise<void> {
  const found = await recipientOfHash(db, hashToken(token));
  if (found) await expireOverdue(db, eq(signatureRequests.id, found.requestId));
}

function sameHash(stored: string, computed: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(computed, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Refuses, with 410 and the reason, a link that can no longer be used. */
function checkUsable({ request, recipient }: Link): void {
  if (request.status === 'voided') throw gone(LINK_VOIDED);
  if (recipient.signedAt) throw gone(LINK_SIGNED);
  if (recipient.declinedAt) throw gone(LINK_YOU_DECLINED);
  if (request.status === 'declined') throw gone(LINK_DECLINED);
  if (request.status === 'expired' || request.pastExpiry) throw gone(linkExpired(request.expiresAt));
  if (request.status === 'completed') throw gone(LINK_COMPLETED);
  if (recipient.lockedAt) throw gone(LINK_LOCKED);
}

const codeRequired = ({ request, recipient }: Link) => request.accessCode && recipient.role === 'signer';
const codeMissing = (link: Link) => codeRequired(link) && !link.recipient.codeVerifiedAt;

/** The request's signers in signing order: the first is signer 1 of the document's Signature fields. */
export async function signersInOrder(db: Db, requestId: string): Promise<RecipientRow[]> {
  return db
    .select()
    .from(signatureRecipients)
    .where(and(eq(signatureRecipients.requestId, requestId), eq(signatureRecipients.role, 'signer')))
    .orderBy(asc(signatureRecipients.sortOrder), asc(sql`lower(${signatureRecipients.email})`));
}

/**
 * The link of a signer who may act now (sign or decline), its request's row and then its own held
 * until the transaction ends: usable, a signer's, and past the access code when one is asked.
 */
async function signerLink(tx: Db, token: string): Promise<Link> {
  const link = await findLink(tx, token, { lock: true });
  checkUsable(link);
  if (link.recipient.role !== 'signer') throw new HttpError(403, CC_CANNOT_SIGN);
  if (codeMissing(link)) throw new HttpError(403, CODE_FIRST);
  return link;
}

/** What the signing page shows of its own recipient's request. */
async function presentSession(db: Db, link: Link): Promise<SigningSession> {
  const { request, recipient } = link;
  const names = await requestMailContext(db, request);
  const signerNumber =
    recipient.role === 'signer'
      ? (await signersInOrder(db, request.id)).findIndex((signer) => signer.id === recipient.id) + 1
      : 0;
  return {
    document_name: names.documentName,
    firm_name: names.firmName,
    sender_name: names.senderName,
    message: request.message,
    recipient: {
      name: recipient.name,
      email: recipient.email,
      role: recipient.role,
      status: recipient.status,
    },
    expires_at: request.expiresAt.toISOString(),
    access_code_required: codeRequired(link),
    access_code_verified: recipient.codeVerifiedAt !== null,
    consent: {
      version: SIGNING_CONSENT_VERSION,
      disclosure: SIGNING_CONSENT_DISCLOSURE,
      given_at: recipient.consentedAt?.toISOString() ?? null,
    },
    document_sha256: request.documentSha256,
    page_count: request.pageCount,
    signature_fields: request.signatureFields
      .filter((field) => field.signer === signerNumber)
      .map(({ page, x, y, width, height }) => ({ page, x, y, width, height })),
  };
}

const event = (
  link: Link,
  type: 'opened' | 'viewed' | 'code_verified' | 'consented' | 'signed' | 'declined',
  meta: RequestMeta,
  detail?: string,
) => ({
  orgId: link.request.orgId,
  requestId: link.request.id,
  recipientId: link.recipient.id,
  type,
  meta,
  detail: detail ?? null,
});

/** GET /api/signing/{token}: the page's session; the first one records `opened`. */
export async function openSigningSession(db: Db, token: string, meta: RequestMeta): Promise<SigningSession> {
  await settleExpiry(db, token);

  const link = await db.transaction(async (tx) => {
    const found = await findLink(tx, token);
    checkUsable(found);
    const [opened] = await tx
      .update(signatureRecipients)
      .set({ openedAt: sql`now()` })
      .where(and(eq(signatureRecipients.id, found.recipient.id), isNull(signatureRecipients.openedAt)))
      .returning();
    if (!opened) return found;
    await recordEvents(tx, [event(found, 'opened', meta)]);
    return { ...found, recipient: opened };
  });
  return presentSession(db, link);
}

/**
 * GET /api/signing/{token}/pdf: the PDF that was sent, once the access code was given when one is
 * asked. The first one records `viewed` and shows the recipient as having viewed it.
 */
export async function readSigningPdf(
  { db, storage }: Pick<SignerDeps, 'db' | 'storage'>,
  token: string,
  meta: RequestMeta,
): Promise<{ bytes: Buffer; documentName: string }> {
  await settleExpiry(db, token);

  const link = await db.transaction(async (tx) => {
    const found = await findLink(tx, token);
    checkUsable(found);
    if (codeMissing(found)) throw new HttpError(403, CODE_FIRST);
    const [viewed] = await tx
      .update(signatureRecipients)
      .set({
        viewedAt: sql`now()`,
        status: sql`case when ${signatureRecipients.status} in ('pending', 'sent') then 'viewed' else ${signatureRecipients.status} end`,
      })
      .where(and(eq(signatureRecipients.id, found.recipient.id), isNull(signatureRecipients.viewedAt)))
      .returning();
    if (viewed) await recordEvents(tx, [event(found, 'viewed', meta)]);
    return found;
  });
  const stored = await storage.get(link.request.frozenPdfKey);
  if (!stored) throw new Error(`The frozen PDF of signature request ${link.request.id} is not in storage`);
  const [document] = await db
    .select({ name: documents.name })
    .from(documents)
    .where(eq(documents.id, link.request.documentId));
  return { bytes: stored.bytes, documentName: document?.name ?? 'Document' };
}

type CodeOutcome = { kind: 'verified' } | { kind: 'wrong'; left: number } | { kind: 'locked' };

/**
 * POST /api/signing/{token}/access-code. Attempts on one link are taken one at a time (the
 * recipient's row is held while the code is checked), so that guesses sent at once still count
 * one by one; the SIGNATURE_ACCESS_CODE_MAX_ATTEMPTS-th wrong one locks the link for good.
 */
export async function verifySigningAccessCode(
  db: Db,
  token: string,
  code: string,
  meta: RequestMeta,
): Promise<SigningSession> {
  // The count of a wrong code is committed before the refusal is thrown.
  await settleExpiry(db, token);

  const outcome = await db.transaction(async (tx): Promise<CodeOutcome | Link> => {
    const link = await findLink(tx, token, { lock: true });
    checkUsable(link);
    if (!codeRequired(link) || !link.recipient.accessCodeHash) throw new HttpError(409, CODE_NOT_ASKED);
    if (link.recipient.codeVerifiedAt) return link;
    if (await verifyAccessCode(link.recipient.accessCodeHash, code)) {
      const [verified] = await tx
        .update(signatureRecipients)
        .set({ codeVerifiedAt: sql`now()` })
        .where(eq(signatureRecipients.id, link.recipient.id))
        .returning();
      await recordEvents(tx, [event(link, 'code_verified', meta)]);
      return { ...link, recipient: verified! };
    }
    const attempts = link.recipient.codeAttempts + 1;
    const locked = attempts >= SIGNATURE_ACCESS_CODE_MAX_ATTEMPTS;
    await tx
      .update(signatureRecipients)
      .set({ codeAttempts: attempts, ...(locked ? { lockedAt: sql`now()` } : {}) })
      .where(eq(signatureRecipients.id, link.recipient.id));
    return locked
      ? { kind: 'locked' }
      : { kind: 'wrong', left: SIGNATURE_ACCESS_CODE_MAX_ATTEMPTS - attempts };
  });
  if ('kind' in outcome) {
    if (outcome.kind === 'locked') throw new HttpError(423, CODE_LOCKED_NOW);
    if (outcome.kind === 'wrong') throw new HttpError(422, wrongCode(outcome.left));
  }
  return presentSession(db, outcome as Link);
}

/** POST /api/signing/{token}/consent: the signer agrees to the disclosure's version; recorded once. */
export async function giveSigningConsent(db: Db, token: string, meta: RequestMeta): Promise<SigningSession> {
  await settleExpiry(db, token);

  const link = await db.transaction(async (tx) => {
    const found = await findLink(tx, token, { lock: true });
    checkUsable(found);
    if (codeMissing(found)) throw new HttpError(403, CODE_FIRST);
    if (found.recipient.consentedAt) return found;
    const [consented] = await tx
      .update(signatureRecipients)
      .set({ consentedAt: sql`now()`, consentVersion: SIGNING_CONSENT_VERSION })
      .where(eq(signatureRecipients.id, found.recipient.id))
      .returning();
    await recordEvents(tx, [
      event(found, 'consented', meta, `disclosure version ${SIGNING_CONSENT_VERSION}`),
    ]);
    return { ...found, recipient: consented! };
  });
  return presentSession(db, link);
}

/**
 * A drawn signature's PNG, checked from its bytes: the PNG signature and header, dimensions a
 * signature pad makes, the whole image decoding (every chunk's checksum and the pixel data), and
 * some ink on it. Answers it re-encoded (8-bit, no metadata chunks), which is what is stored.
 */
export async function checkDrawnSignature(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > SIGNATURE_IMAGE_MAX_BYTES)
    throw new HttpError(
      422,
      `signature.image: the drawing is larger than ${SIGNATURE_IMAGE_MAX_BYTES} bytes`,
    );
  const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (
    bytes.length < 33 ||
    !bytes.subarray(0, 8).equals(header) ||
    bytes.toString('latin1', 12, 16) !== 'IHDR'
  )
    throw new HttpError(422, DRAWING_NOT_PNG);
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const limits = DRAWING_LIMITS;
  if (
    width < limits.minWidth ||
    height < limits.minHeight ||
    width > limits.maxWidth ||
    height > limits.maxHeight ||
    width * height > limits.maxPixels
  )
    throw new HttpError(
      422,
      `signature.image: a drawing of ${width}×${height} pixels is not a signature: it must be ${limits.minWidth} to ${limits.maxWidth} pixels wide and ${limits.minHeight} to ${limits.maxHeight} high`,
    );
  try {
    const image = sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== 'png') throw new HttpError(422, DRAWING_NOT_PNG);
    const { channels } = await image.stats();
    const alpha = channels.length === 2 || channels.length === 4 ? channels.at(-1) : undefined;
    const blank = alpha ? alpha.max === 0 : channels.every((channel) => channel.min === channel.max);
    if (blank) throw new HttpError(422, DRAWING_BLANK);
    return await sharp(bytes, { limitInputPixels: limits.maxPixels }).png({ palette: false }).toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(422, `${DRAWING_NOT_PNG} that can be read whole`);
  }
}

export type SigningResult = {
  recipient_status: SignatureRecipientStatus;
  request_status: SignatureRequestStatus;
};

/**
 * POST /api/signing/{token}/sign. Needs an open request, the access code when asked, consent and,
 * in a sequential request, every earlier signer's signature. Stores the signature with where it
 * came from, records `signed`, and then the link is used. The last signature completes the request
 * (the document becomes Completed) and queues its sealing; an earlier one in a sequential request
 * queues the mail to the next signer. The sender hears of each signature by a job.
 */
export async function signDocument(
  { db, jobs }: Pick<SignerDeps, 'db' | 'jobs'>,
  token: string,
  body: SigningSignBody,
  meta: RequestMeta,
): Promise<SigningResult> {
  // The drawing is decoded before any row is held.
  const image =
    body.signature.kind === 'drawn'
      ? await checkDrawnSignature(
          Buffer.from(body.signature.image.slice(body.signature.image.indexOf(',') + 1), 'base64'),
        )
      : null;
  await settleExpiry(db, token);

  return db.transaction(async (tx) => {
    const link = await signerLink(tx, token);
    const { request, recipient } = link;
    if (!recipient.consentedAt) throw new HttpError(403, CONSENT_FIRST);
    const signers = await signersInOrder(tx, request.id);
    if (
      request.sequential &&
      signers.some((signer) => signer.sortOrder < recipient.sortOrder && !signer.signedAt)
    )
      throw new HttpError(409, NOT_YOUR_TURN);

    // The condition repeats what the row lock already ensures: one signature per link.
    const [signed] = await tx
      .update(signatureRecipients)
      .set({
        status: 'signed',
        signedAt: sql`now()`,
        signatureKind: body.signature.kind,
        signatureText: body.signature.kind === 'typed' ? body.signature.text : null,
        signatureImage: image,
        signIp: meta.ip,
        signUserAgent: meta.userAgent,
      })
      .where(and(eq(signatureRecipients.id, recipient.id), isNull(signatureRecipients.signedAt)))
      .returning();
    if (!signed) throw gone(LINK_SIGNED);
    await recordEvents(tx, [event(link, 'signed', meta, body.signature.kind)]);

    const waiting = signers.filter((signer) => signer.id !== recipient.id && !signer.signedAt);
    const status: StoredSignatureRequestStatus = waiting.length === 0 ? 'completed' : 'partially_signed';
    await tx
      .update(signatureRequests)
      .set({ status, updatedAt: sql`now()`, ...(status === 'completed' ? { completedAt: sql`now()` } : {}) })
      .where(eq(signatureRequests.id, request.id));
    await jobs.enqueue(
      'signature.notify-sender',
      { requestId: request.id, recipientId: recipient.id, event: 'signed' },
      { db: tx },
    );
    if (status === 'completed') {
      await tx
        .update(documents)
        .set({ docStatus: DOC_STATUS_COMPLETED })
        .where(eq(documents.id, request.documentId));
      await jobs.enqueue('signature.seal', { requestId: request.id }, { db: tx });
    } else if (request.sequential) {
      await jobs.enqueue('signature.email-next', { requestId: request.id }, { db: tx });
    }
    // Its sealed PDF is made by the job just queued: until then the request is sealing.
    return { recipient_status: 'signed', request_status: status === 'completed' ? 'sealing' : status };
  });
}

/**
 * POST /api/signing/{token}/decline: the signer refuses, with a reason. The request is declined
 * (no one else can sign it), the document becomes Declined, and the sender is told by a job.
 */
export async function declineDocument(
  { db, jobs }: Pick<SignerDeps, 'db' | 'jobs'>,
  token: string,
  reason: string,
  meta: RequestMeta,
): Promise<SigningResult> {
  await settleExpiry(db, token);

  return db.transaction(async (tx) => {
    const link = await signerLink(tx, token);
    const { request, recipient } = link;
    await tx
      .update(signatureRecipients)
      .set({ status: 'declined', declinedAt: sql`now()`, declineReason: reason })
      .where(eq(signatureRecipients.id, recipient.id));
    await tx
      .update(signatureRequests)
      .set({ status: 'declined', updatedAt: sql`now()` })
      .where(
        and(
          eq(signatureRequests.id, request.id),
          inArray(signatureRequests.status, ['sent', 'partially_signed']),
        ),
      );
    await tx
      .update(documents)
      .set({ docStatus: DOC_STATUS_DECLINED })
      .where(and(eq(documents.id, request.documentId), ne(documents.docStatus, DOC_STATUS_DECLINED)));
    await recordEvents(tx, [event(link, 'declined', meta, reason)]);
    await jobs.enqueue(
      'signature.notify-sender',
      { requestId: request.id, recipientId: recipient.id, event: 'declined' },
      { db: tx },
    );
    return { recipient_status: 'declined', request_status: 'declined' };
  });
}
