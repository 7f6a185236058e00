import { EMAIL_CHANGE_TTL_MS } from '@lexdraft/core';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { emailChangeTokens, users } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import { HttpError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mail.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { unsafeFindUserByEmail } from '../../lib/user-email.js';
import { invalidateResetTokens } from '../password-reset/invalidate-reset-tokens.js';

// Issue 28 point 3: a stolen access token must not be enough to take an account over through a
// reset mailed to an address of the thief's. Changing the address needs the current password, the
// old address is told, and the new one takes effect only when the link mailed to it is opened.

export const CURRENT_PASSWORD_REQUIRED =
  'Invalid request: current_password: is required to change the email address';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
export const INVALID_EMAIL_CHANGE_LINK =
  'This email confirmation link is invalid or has expired. Please request the change again.';

/** What PATCH /users/me answers when the address is to change. */
export const emailChangeSentMessage = (email: string) =>
  `A confirmation link has been sent to ${email}. Your email address changes when you open it.`;

/** Retires every unconfirmed address change of a user: only the newest link works. */
async function retireEmailChanges(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(emailChangeTokens)
    .set({ usedAt: now })
    .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));
}

/**
 * Mails the confirmation link to the new address and a notice to the old one; run by the
 * 'user.email-change' job. An address that some other user has (at another firm: the request
 * said nothing of it) gets no link, as nothing could come of it; the old address is told all the same.
 * Rejects with MailDeliveryError when a mail could not go out: no link is then kept.
 */
export async function sendEmailChangeMails(
  db: Db,
  mailer: Mailer,
  input: { userId: string; newEmail: string; publicUrl: string },
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!user?.isActive || user.email === input.newEmail) return;
  const holder = await unsafeFindUserByEmail(db, input.newEmail);
  const now = new Date();
  await db.transaction(async (tx) => {
    await retireEmailChanges(tx, user.id, now);
    if (!holder) {
      const token = newToken();
      await tx.insert(emailChangeTokens).values({
        orgId: user.orgId,
        userId: user.id,
        newEmail: input.newEmail,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
      });
      const link = `${input.publicUrl}/auth/confirm-email?token=${encodeURIComponent(token)}`;
      await mailer.send({
        orgId: user.orgId,
        to: input.newEmail,
        subject: 'Confirm your new LexDraft email address',
        secrets: [token],
        text: [
          `Hello ${user.firstName || user.fullName},`,
          '',
          'To make this the sign-in address of your LexDraft account, open this link within 24 hours:',
          '',
          link,
          '',
          'If you did not ask for this, ignore this email: nothing changes.',
        ].join('\n'),
      });
    }
    await mailer.send({
      orgId: user.orgId,
      to: user.email,
      subject: 'Your LexDraft email address is being changed',
      secrets: [],
      text: [
        `Hello ${user.firstName || user.fullName},`,
        '',
        `Someone signed in to your LexDraft account asked to change its email address to ${input.newEmail}. It changes only once a link sent to that address is opened.`,
        '',
        "If this was not you, change your password now and tell your firm's administrator.",
      ].join('\n'),
    });
  });
}

/** Makes a requested address the user's sign-in address, from the link mailed to it. */
export async function confirmEmailChange(db: Db, input: { token: string; meta: RequestMeta }): Promise<void> {
  const now = new Date();
  try {
    await db.transaction(async (tx) => {
      // Using the token up and reading it are one statement, so two requests cannot both use it.
      const [used] = await tx
        .update(emailChangeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailChangeTokens.tokenHash, hashToken(input.token)),
            isNull(emailChangeTokens.usedAt),
            gt(emailChangeTokens.expiresAt, now),
          ),
        )
        .returning();
      if (!used) throw new HttpError(400, INVALID_EMAIL_CHANGE_LINK);
      const [before] = await tx.select().from(users).where(eq(users.id, used.userId)).for('update');
      if (!before?.isActive) throw new HttpError(400, INVALID_EMAIL_CHANGE_LINK);
      await tx.update(users).set({ email: used.newEmail, updatedAt: now }).where(eq(users.id, before.id));
      await retireEmailChanges(tx, before.id, now);
      // Reset links went to the old address: they must not outlive it.
      await invalidateResetTokens(tx, before.id, now);
      await writeAudit(tx, input.meta, {
        orgId: before.orgId,
        userId: before.id,
        action: 'user.email_changed',
        details: { from: before.email, to: used.newEmail },
      });
    });
  } catch (error) {
    // The address was taken between the request and the confirmation: the link can do nothing.
    if (isUniqueViolation(error)) throw new HttpError(400, INVALID_EMAIL_CHANGE_LINK);
    throw error;
  }
}
