import type { SigningSession } from '@lexdraft/contract';
import { SIGNATURE_ACCESS_CODE_MAX_ATTEMPTS } from '@lexdraft/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { signatureRecipients } from '../../../db/schema.js';
import { HttpError } from '../../../lib/errors.js';
import type { RequestMeta } from '../../../lib/request-meta.js';
import { verifyAccessCode } from '../access-code.js';
import { recordEvents } from '../events.js';
import { checkUsable, codeRequired, event, findLink, type Link, settleExpiry } from './link.js';
import { CODE_LOCKED_NOW, CODE_NOT_ASKED, wrongCode } from './messages.js';
import { presentSession } from './present.js';

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
