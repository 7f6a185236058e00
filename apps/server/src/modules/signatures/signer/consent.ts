import type { SigningSession } from '@lexdraft/contract';
import { SIGNING_CONSENT_VERSION } from '@lexdraft/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { signatureRecipients } from '../../../db/schema.js';
import { HttpError } from '../../../lib/errors.js';
import type { RequestMeta } from '../../../lib/request-meta.js';
import { recordEvents } from '../events.js';
import { checkUsable, codeMissing, event, findLink, settleExpiry } from './link.js';
import { CODE_FIRST } from './messages.js';
import { presentSession } from './present.js';

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
