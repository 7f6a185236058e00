import type { Role } from '@lexdraft/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import { conflict, HttpError } from '../../lib/errors.js';
import type { Jobs } from '../../lib/jobs.js';
import { passwordProblem } from '../../lib/password-policy.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { EMAIL_TAKEN, normalizeEmail, unsafeFindUserByEmail } from '../../lib/user-email.js';
import type { ServiceContext } from '../auth/context.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { invalidateResetTokens } from '../password-reset/invalidate-reset-tokens.js';
import { splitFullName } from './create-user.js';
import { CURRENT_PASSWORD_INCORRECT, CURRENT_PASSWORD_REQUIRED } from './email-change.js';

/** The users of the caller's organization: the one scope every user query goes through. */
const inCallersOrg = (ctx: ServiceContext, userId: string) =>
  and(eq(users.id, userId), eq(users.orgId, ctx.user.orgId));

/** A user of the caller's organization; another organization's user is "not found". */
export async function getUser(db: Db, ctx: ServiceContext, userId: string) {
  const [user] = await db.select().from(users).where(inCallersOrg(ctx, userId));
  if (!user) throw new HttpError(404, 'User not found');
  return user;
}

export function listUsers(db: Db, ctx: ServiceContext) {
  return db
    .select()
    .from(users)
    .where(eq(users.orgId, ctx.user.orgId))
    .orderBy(asc(sql`lower(${users.fullName})`));
}

/** Where a requested address change goes: the jobs that mail it, and the app's address for the link. */
export type EmailChangeDeps = { jobs: Jobs; publicUrl: string };

/**
 * Updates the caller's own name fields, and asks for an address change (issue 28): that needs the
 * current password, and takes effect when the link mailed to the new address is opened (the job
 * 'user.email-change' mails it, and tells the old address). An address another user of the firm
 * has is refused; another firm's user is not named (the job sends that address no link).
 * Answers the saved user and, when a change was asked for, the address the link goes to.
 */
export async function updateProfile(
  db: Db,
  ctx: ServiceContext,
  input: {
    full_name?: string;
    first_name?: string;
    last_name?: string;
    email?: string;
    current_password?: string;
  },
  deps: EmailChangeDeps,
): Promise<{ user: typeof users.$inferSelect; pendingEmail?: string }> {
  const current = await getUser(db, ctx, ctx.user.id);
  let firstName = input.first_name ?? current.firstName;
  let lastName = input.last_name ?? current.lastName;
  let fullName = `${firstName} ${lastName}`.trim();
  if (input.full_name !== undefined) {
    fullName = input.full_name;
    if (input.first_name === undefined && input.last_name === undefined)
      ({ firstName, lastName } = splitFullName(fullName));
  }
  const email = input.email === undefined ? current.email : normalizeEmail(input.email);
  const changesEmail = email !== current.email;
  if (changesEmail) {
    if (!input.current_password) throw new HttpError(422, CURRENT_PASSWORD_REQUIRED);
    if (!(await verifyPassword(current.passwordHash, input.current_password)))
      throw new HttpError(422, CURRENT_PASSWORD_INCORRECT);
    const holder = await unsafeFindUserByEmail(db, email);
    if (holder && holder.id !== current.id && holder.orgId === current.orgId) throw conflict(EMAIL_TAKEN);
  }
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ fullName, firstName, lastName, updatedAt: new Date() })
      .where(inCallersOrg(ctx, ctx.user.id))
      .returning();
    if (!changesEmail) return { user: user! };
    await writeAudit(tx, ctx.meta, {
      orgId: current.orgId,
      userId: current.id,
      action: 'user.email_change_requested',
      details: { from: current.email, to: email },
    });
    // In this transaction: the job exists exactly when the request was recorded.
    await deps.jobs.enqueue(
      'user.email-change',
      { userId: current.id, newEmail: email, publicUrl: deps.publicUrl },
      { db: tx },
    );
    return { user: user!, pendingEmail: email };
  });
}

/** Changes the caller's password after checking the current one; every other session ends. */
export async function changePassword(
  db: Db,
  ctx: ServiceContext,
  input: { current_password: string; new_password: string },
) {
  const user = await getUser(db, ctx, ctx.user.id);
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw new HttpError(400, 'Current password is incorrect');
  }
  const problem = passwordProblem(input.new_password);
  if (problem) throw new HttpError(422, problem);
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, ctx.user.sessionId);
    await invalidateResetTokens(tx, user.id);
    await writeAudit(tx, ctx.meta, { orgId: user.orgId, userId: user.id, action: 'user.password_changed' });
  });
}

export async function changeRole(db: Db, ctx: ServiceContext, userId: string, role: Role) {
  if (userId === ctx.user.id) throw new HttpError(400, 'You cannot change your own role');
  const before = await getUser(db, ctx, userId);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(inCallersOrg(ctx, userId))
      .returning();
    await writeAudit(tx, ctx.meta, {
      orgId: ctx.user.orgId,
      userId: ctx.user.id,
      action: 'user.role_changed',
      targetType: 'user',
      targetId: userId,
      details: { from: before.role, to: role },
    });
    return user!;
  });
}

/** Deactivates a user: they cannot sign in, and their sessions and tokens stop working at once. */
export async function deactivateUser(db: Db, ctx: ServiceContext, userId: string) {
  if (userId === ctx.user.id) throw new HttpError(400, 'You cannot deactivate your own account');
  await getUser(db, ctx, userId);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ isActive: false, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(inCallersOrg(ctx, userId))
      .returning();
    await revokeUserSessions(tx, userId);
    await writeAudit(tx, ctx.meta, {
      orgId: ctx.user.orgId,
      userId: ctx.user.id,
      action: 'user.deactivated',
      targetType: 'user',
      targetId: userId,
    });
    return user!;
  });
}
