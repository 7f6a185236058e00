import { PASSWORD_RESET_TTL_MS, SSO_ENFORCED_MESSAGE } from '@lexdraft/core';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResetTokens, users } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import { HttpError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mail.js';
import { passwordProblem } from '../../lib/password-policy.js';
import { hashPassword } from '../../lib/passwords.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { unsafeFindUserByEmail } from '../../lib/user-email.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { unsafeEnforcedSsoForEmail } from '../auth/sso-config.js';
import { invalidateResetTokens } from './invalidate-reset-tokens.js';

export const INVALID_RESET_LINK =
  'This password reset link is invalid or has expired. Please request a new one.';

/**
 * Mails a reset link when the address has an active account, and does nothing otherwise; run by
 * the 'password-reset.send' job, after the request has been answered. Rejects with
 * MailDeliveryError when the mail could not go out: the link is then not kept.
 */
export async function sendPasswordReset(
  db: Db,
  mailer: Mailer,
  input: { email: string; publicUrl: string; meta: RequestMeta },
): Promise<void> {
  const user = await unsafeFindUserByEmail(db, input.email);
  if (!user?.isActive) return;
  // Single sign-on was enforced after the request was answered: no link for a password unused.
  if (await unsafeEnforcedSsoForEmail(db, user.email)) return;
  const token = newToken();
  const link = `${input.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
  await db.transaction(async (tx) => {
    // Only the newest link works: a new request retires the ones before it.
    await invalidateResetTokens(tx, user.id);
    await tx.insert(passwordResetTokens).values({
      orgId: user.orgId,
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
    });
    await writeAudit(tx, input.meta, {
      orgId: user.orgId,
      userId: user.id,
      action: 'auth.password_reset_requested',
    });
    await mailer.send({
      orgId: user.orgId,
      to: user.email,
      subject: 'Reset your LexDraft password',
      secrets: [token],
      text: [
        `Hello ${user.firstName || user.fullName},`,
        '',
        'Someone asked to reset the password of your LexDraft account. To choose a new password, open this link within one hour:',
        '',
        link,
        '',
        'If you did not ask for this, you can ignore this email: your password stays as it is.',
      ].join('\n'),
    });
  });
}

/** Sets a new password from a reset link; the link works once, within its hour, and every session ends. */
export async function confirmPasswordReset(
  db: Db,
  input: { token: string; newPassword: string; confirmPassword: string; meta: RequestMeta },
): Promise<void> {
  const problem = passwordProblem(input.newPassword);
  if (problem) throw new HttpError(422, problem);
  if (input.newPassword !== input.confirmPassword) throw new HttpError(422, 'Passwords do not match');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    // Using the token up and reading it are one statement, so two requests cannot both use it.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!used) throw new HttpError(400, INVALID_RESET_LINK);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, used.userId), eq(users.isActive, true)))
      .returning();
    if (!user) throw new HttpError(400, INVALID_RESET_LINK);
    // A link mailed before the firm enforced single sign-on no longer sets a password (the
    // transaction is undone: the link stays unused).
    if (await unsafeEnforcedSsoForEmail(tx, user.email)) throw new HttpError(403, SSO_ENFORCED_MESSAGE);
    await invalidateResetTokens(tx, user.id);
    await revokeUserSessions(tx, user.id);
    await writeAudit(tx, input.meta, { orgId: user.orgId, userId: user.id, action: 'auth.password_reset' });
  });
}
