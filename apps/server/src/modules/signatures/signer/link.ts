import { timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { signatureRecipients, signatureReplacedLinks, signatureRequests } from '../../../db/schema.js';
import { HttpError } from '../../../lib/errors.js';
import type { Jobs } from '../../../lib/jobs.js';
import type { RequestMeta } from '../../../lib/request-meta.js';
import type { ObjectStorage } from '../../../lib/storage/object-storage.js';
import { hashToken } from '../../../lib/tokens.js';
import { expireOverdue, type RecipientRow, type SignatureRequestRow } from '../requests.js';
import {
  CC_CANNOT_SIGN,
  CODE_FIRST,
  LINK_COMPLETED,
  LINK_DECLINED,
  LINK_LOCKED,
  LINK_REPLACED,
  LINK_SIGNED,
  LINK_VOIDED,
  LINK_YOU_DECLINED,
  linkExpired,
  UNKNOWN_LINK,
} from './messages.js';

// The signer's side of a request (docs/signing.md, "The signer's API"): everything a signing link
// can do, with no account. A link is known by the SHA-256 of its token alone and answers only its
// own recipient's document; nothing here names another recipient or their link. Each act runs in
// one transaction with its audit event; those that change what others may do (sign, decline) hold
// the request's row, then the recipient's, so that two at once happen one after the other.
// This file finds a link and says what it may still do; each act has a file of its own.

export type SignerDeps = { db: Db; storage: ObjectStorage; jobs: Jobs };

export type Link = { request: SignatureRequestRow & { pastExpiry: boolean }; recipient: RecipientRow };

const notFound = () => new HttpError(404, UNKNOWN_LINK);
export const gone = (detail: string) => new HttpError(410, detail);

/**
 * The request and recipient of a link, found by the SHA-256 of its token. The index finds the row
 * by the whole hash; the hashes are compared again in constant time, so that nothing about a
 * near miss shows in how long the answer takes. `lock` holds the request's row, then the
 * recipient's, until the transaction ends.
 */
export async function findLink(db: Db, token: string, { lock = false } = {}): Promise<Link> {
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
export async function settleExpiry(db: Db, token: string): Promise<void> {
  const found = await recipientOfHash(db, hashToken(token));
  if (found) await expireOverdue(db, eq(signatureRequests.id, found.requestId));
}

function sameHash(stored: string, computed: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(computed, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Refuses, with 410 and the reason, a link that can no longer be used. */
export function checkUsable({ request, recipient }: Link): void {
  if (request.status === 'voided') throw gone(LINK_VOIDED);
  if (recipient.signedAt) throw gone(LINK_SIGNED);
  if (recipient.declinedAt) throw gone(LINK_YOU_DECLINED);
  if (request.status === 'declined') throw gone(LINK_DECLINED);
  if (request.status === 'expired' || request.pastExpiry) throw gone(linkExpired(request.expiresAt));
  if (request.status === 'completed') throw gone(LINK_COMPLETED);
  if (recipient.lockedAt) throw gone(LINK_LOCKED);
}

export const codeRequired = ({ request, recipient }: Link) =>
  request.accessCode && recipient.role === 'signer';
export const codeMissing = (link: Link) => codeRequired(link) && !link.recipient.codeVerifiedAt;

/**
 * The link of a signer who may act now (sign or decline), its request's row and then its own held
 * until the transaction ends: usable, a signer's, and past the access code when one is asked.
 */
export async function signerLink(tx: Db, token: string): Promise<Link> {
  const link = await findLink(tx, token, { lock: true });
  checkUsable(link);
  if (link.recipient.role !== 'signer') throw new HttpError(403, CC_CANNOT_SIGN);
  if (codeMissing(link)) throw new HttpError(403, CODE_FIRST);
  return link;
}

/** A signer's act as an event of their request. */
export const event = (
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
