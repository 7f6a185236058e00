import type { Db } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { HttpError } from '../../lib/errors.js';
import type { Jobs } from '../../lib/jobs.js';
import type { ServiceContext } from '../auth/context.js';
import { PASSWORD_RESET_MAIL_QUEUE } from '../password-reset/reset-mail-job.js';
import { getUser } from './service.js';

// An admin's "Send password reset" on the Users page (issue 29): the member gets the same mail and
// link as from the sign-in screen's Forgot password (modules/password-reset), through its job.

/** Refused for a deactivated member: the account cannot sign in, whatever its password. */
export const RESET_FOR_DEACTIVATED =
  'This account has been deactivated, so it cannot sign in: no password reset link was sent.';

/** What the admin is told once the link is on its way. */
export const memberResetSent = (email: string) => `A password reset link is on its way to ${email}.`;

/**
 * Queues the reset mail to a member of the caller's organization (404 for anyone else's user, as
 * the other /users/{id} routes answer), with an audit row naming the admin and the member.
 */
export async function sendMemberPasswordReset(
  db: Db,
  jobs: Jobs,
  ctx: ServiceContext,
  input: { userId: string; publicUrl: string },
): Promise<{ message: string }> {
  const member = await getUser(db, ctx, input.userId);
  if (!member.isActive) throw new HttpError(409, RESET_FOR_DEACTIVATED);
  await writeAudit(db, ctx.meta, {
    orgId: ctx.user.orgId,
    userId: ctx.user.id,
    action: 'user.password_reset_sent',
    targetType: 'user',
    targetId: member.id,
  });
  await jobs.enqueue(PASSWORD_RESET_MAIL_QUEUE, {
    email: member.email,
    publicUrl: input.publicUrl,
    meta: ctx.meta,
  });
  return { message: memberResetSent(member.email) };
}
