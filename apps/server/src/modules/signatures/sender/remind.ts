import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { signatureRecipients } from '../../../db/schema.js';
import { conflict } from '../../../lib/errors.js';
import type { ServiceContext } from '../../auth/context.js';
import { findDocument } from '../../documents/scope.js';
import { sendRequestMails } from '../emails.js';
import { presentSignatureStatus } from '../presenter.js';
import { openRequest } from '../requests.js';
import { prepareSigningMails } from '../signing-mails.js';
import type { SigningDeps } from './deps.js';
import { NOBODY_TO_REMIND, NOTHING_OPEN } from './messages.js';

/** Emails again, each with a new link, the signers whose turn it is and who have not signed. */
export async function remindSigners(deps: SigningDeps, ctx: ServiceContext, documentId: string) {
  const request = await deps.db.transaction(async (tx) => {
    await findDocument(tx, ctx, documentId, { lock: true });
    const open = await openRequest(tx, ctx, documentId, { lock: true });
    if (!open) throw conflict(NOTHING_OPEN);
    // Whose turn it is: the signers emailed already (in a sequential request, the current step).
    // A link locked by wrong access codes stays locked; reminding its signer would not help.
    const waiting = await tx
      .select()
      .from(signatureRecipients)
      .where(
        and(
          eq(signatureRecipients.requestId, open.id),
          eq(signatureRecipients.role, 'signer'),
          isNotNull(signatureRecipients.emailedAt),
          isNull(signatureRecipients.signedAt),
          isNull(signatureRecipients.declinedAt),
          isNull(signatureRecipients.lockedAt),
        ),
      );
    if (waiting.length === 0) throw conflict(NOBODY_TO_REMIND);
    const mails = await prepareSigningMails(tx, deps.publicUrl, open, waiting, {
      meta: ctx.meta,
      reminder: true,
    });
    await sendRequestMails(deps.mailer, mails);
    return open;
  });
  return presentSignatureStatus(deps.db, ctx, request);
}
