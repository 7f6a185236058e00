import type { SigningSession } from '@lexdraft/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { documents, signatureRecipients } from '../../../db/schema.js';
import { HttpError } from '../../../lib/errors.js';
import type { RequestMeta } from '../../../lib/request-meta.js';
import { recordEvents } from '../events.js';
import { checkUsable, codeMissing, event, findLink, type SignerDeps, settleExpiry } from './link.js';
import { CODE_FIRST } from './messages.js';
import { presentSession } from './present.js';

// Opening a link: the signing page's session, and the PDF that was sent.

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
