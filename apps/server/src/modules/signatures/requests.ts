import { DOC_STATUS_SENT, type SignatureRequestStatus } from '@lexdraft/core';
import { and, asc, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents, signatureRecipients, signatureRequests } from '../../db/schema.js';
import type { ServiceContext } from '../auth/context.js';

// Every query of a signature request goes through the caller's organization (visibleRequests), and
// every read settles expiry first: a request past expires_at is expired from then on, whether or not
// the job that expires it (signature.expire) has run yet.

export type SignatureRequestRow = typeof signatureRequests.$inferSelect;
export type RecipientRow = typeof signatureRecipients.$inferSelect;

/** The statuses of a request that can still be signed, voided or edited around. */
export const OPEN_STATUSES = ['sent', 'partially_signed'] as const;

/** The document status of a document whose request ran out (core names Sent, Completed, Declined, Voided). */
export const DOC_STATUS_EXPIRED = 'Expired';

/** The condition that keeps a query to the caller's organization's requests. */
export const visibleRequests = (ctx: ServiceContext) => eq(signatureRequests.orgId, ctx.user.orgId);

const isOpen = () => inArray(signatureRequests.status, [...OPEN_STATUSES]);

/**
 * Marks the open requests that `where` selects and whose time is up as expired, and their documents,
 * still Sent, as Expired. The database's clock decides, as it does for the job's start time.
 */
export function expireOverdue(db: Db, where: SQL | undefined): Promise<SignatureRequestRow[]> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(signatureRequests)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(and(where, isOpen(), lte(signatureRequests.expiresAt, sql`now()`)))
      .returning();
    for (const request of expired) {
      await tx
        .update(documents)
        .set({ docStatus: DOC_STATUS_EXPIRED })
        .where(and(eq(documents.id, request.documentId), eq(documents.docStatus, DOC_STATUS_SENT)));
    }
    return expired;
  });
}

/**
 * The status a request is shown with: one every signer signed is `sealing` until its sealed PDF is
 * stored, so that no screen offers a download the route would refuse.
 */
export const shownStatus = (
  request: Pick<SignatureRequestRow, 'status' | 'signedPdfKey'>,
): SignatureRequestStatus =>
  request.status === 'completed' && !request.signedPdfKey ? 'sealing' : request.status;

/** Signed and sent documents: a signature request that is open or completed. */
export async function isSentForSignature(db: Db, documentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.documentId, documentId),
        inArray(signatureRequests.status, [...OPEN_STATUSES, 'completed']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

type Lookup = { lock?: boolean };

async function first(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
  condition: SQL | undefined,
  { lock = false }: Lookup,
): Promise<SignatureRequestRow | undefined> {
  await expireOverdue(db, and(visibleRequests(ctx), eq(signatureRequests.documentId, documentId)));
  const query = db
    .select()
    .from(signatureRequests)
    .where(and(visibleRequests(ctx), eq(signatureRequests.documentId, documentId), condition))
    .orderBy(desc(signatureRequests.sentAt), desc(signatureRequests.createdAt))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The document's latest request, if it was ever sent; `lock` holds it for the transaction. */
export const latestRequest = (db: Db, ctx: ServiceContext, documentId: string, lookup: Lookup = {}) =>
  first(db, ctx, documentId, undefined, lookup);

/** The document's open request (sent or partially signed), if there is one. */
export const openRequest = (db: Db, ctx: ServiceContext, documentId: string, lookup: Lookup = {}) =>
  first(db, ctx, documentId, isOpen(), lookup);

/** The document's latest completed request whose sealed PDF is stored, if there is one. */
export const latestSignedRequest = (db: Db, ctx: ServiceContext, documentId: string) =>
  first(
    db,
    ctx,
    documentId,
    and(eq(signatureRequests.status, 'completed'), sql`${signatureRequests.signedPdfKey} is not null`),
    {},
  );

/** The request's signers in signing order: the first is signer 1 of the document's Signature fields. */
export async function signersInOrder(db: Db, requestId: string): Promise<RecipientRow[]> {
  return db
    .select()
    .from(signatureRecipients)
    .where(and(eq(signatureRecipients.requestId, requestId), eq(signatureRecipients.role, 'signer')))
    .orderBy(asc(signatureRecipients.sortOrder), asc(sql`lower(${signatureRecipients.email})`));
}
