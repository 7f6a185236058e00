import { INVITATION_TTL_MS, type Role, roleWithArticle } from '@lexdraft/core';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invitations, organizations, users } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import { HttpError } from '../../lib/errors.js';
import { MailDeliveryError, type Mailer, type MailMessage } from '../../lib/mail.js';
import { passwordProblem } from '../../lib/password-policy.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { EMAIL_TAKEN, normalizeEmail, unsafeFindUserByEmail } from '../../lib/user-email.js';
import type { ServiceContext } from '../auth/context.js';
import { createUser } from '../users/create-user.js';

export const INVALID_INVITATION = 'This invitation is invalid or has expired.';

const pending = () =>
  and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, new Date()));

/** The pending invitations of the caller's organization, newest first. */
export function listPendingInvitations(db: Db, ctx: ServiceContext) {
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
      invitedBy: users.fullName,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.orgId, ctx.user.orgId), pending()))
    .orderBy(desc(invitations.createdAt));
}

/** Invites an address into the caller's organization with a role, and mails the link. */
export async function createInvitation(
  db: Db,
  mailer: Mailer,
  ctx: ServiceContext,
  input: { email: string; role: Role; publicUrl: string },
) {
  const email = normalizeEmail(input.email);
  // Only a member of this firm is named (issue 28 point 4): whether another firm has a user with
  // this address is none of this firm's business, so that invitation goes ahead like any other,
  // and the registration it leads to is refused (addresses are unique across firms).
  const holder = await unsafeFindUserByEmail(db, email);
  if (holder?.orgId === ctx.user.orgId) throw new HttpError(409, EMAIL_TAKEN);
  const [existingInvitation] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.orgId, ctx.user.orgId), eq(invitations.email, email), pending()));
  if (existingInvitation) throw new HttpError(409, 'An invitation is already pending for this email');

  const token = newToken();
  const [org] = await db.select().from(organizations).where(eq(organizations.id, ctx.user.orgId));
  const link = `${input.publicUrl}/auth/register/${encodeURIComponent(token)}`;
  // The mail goes out inside the transaction: an address the mail server refuses, or a server
  // that is down, leaves no invitation behind that nobody was told about.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invitations)
      .values({
        orgId: ctx.user.orgId,
        email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: ctx.user.id,
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      })
      .returning();
    await writeAudit(tx, ctx.meta, {
      orgId: ctx.user.orgId,
      userId: ctx.user.id,
      action: 'invitation.created',
      targetType: 'invitation',
      targetId: row!.id,
      details: { email, role: input.role },
    });
    await sendOrExplain(mailer, {
      orgId: ctx.user.orgId,
      to: email,
      subject: `You are invited to ${org?.name ?? 'your firm'} on LexDraft`,
      secrets: [token],
      text: [
        'Hello,',
        '',
        `You have been invited to join ${org?.name ?? 'your firm'} on LexDraft as ${roleWithArticle(input.role)}.`,
        'To create your account, open this link within 7 days:',
        '',
        link,
      ].join('\n'),
    });
    return row!;
  });
}

export const INVITATION_MAIL_REFUSED = 'The mail server refused this address. Check it and try again.';
export const INVITATION_MAIL_UNAVAILABLE = 'The invitation email could not be sent. Try again later.';

async function sendOrExplain(mailer: Mailer, message: MailMessage): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    throw new HttpError(
      error.refused ? 422 : 503,
      error.refused ? INVITATION_MAIL_REFUSED : INVITATION_MAIL_UNAVAILABLE,
    );
  }
}

export async function revokeInvitation(db: Db, ctx: ServiceContext, invitationId: string): Promise<void> {
  const [row] = await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(invitations.id, invitationId), eq(invitations.orgId, ctx.user.orgId), pending()))
    .returning();
  if (!row) throw new HttpError(404, 'Invitation not found');
  await writeAudit(db, ctx.meta, {
    orgId: ctx.user.orgId,
    userId: ctx.user.id,
    action: 'invitation.revoked',
    targetType: 'invitation',
    targetId: invitationId,
  });
}

/** What the registration screen shows of a pending invitation. */
export async function lookupInvitation(db: Db, token: string) {
  const [row] = await db
    .select({
      email: invitations.email,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
      orgName: organizations.name,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.orgId))
    .where(and(eq(invitations.tokenHash, hashToken(token)), pending()));
  if (!row) throw new HttpError(400, INVALID_INVITATION);
  return row;
}

/** Creates the invited user in the inviter's organization with the invited role; the invitation works once. */
export async function acceptInvitation(
  db: Db,
  input: {
    token: string;
    email: string;
    password: string;
    firstName?: string;
    lastName?: string;
    meta: RequestMeta;
  },
) {
  const problem = passwordProblem(input.password);
  if (problem) throw new HttpError(422, problem);
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(invitations)
      .set({ acceptedAt: new Date() })
      .where(and(eq(invitations.tokenHash, hashToken(input.token)), pending()))
      .returning();
    if (!invitation) throw new HttpError(400, INVALID_INVITATION);
    if (invitation.email !== normalizeEmail(input.email)) {
      throw new HttpError(422, 'This invitation was sent to a different email address');
    }
    const fullName = [input.firstName?.trim(), input.lastName?.trim()].filter(Boolean).join(' ');
    const user = await createUser(tx, {
      orgId: invitation.orgId,
      email: invitation.email,
      password: input.password,
      role: invitation.role,
      fullName: fullName || undefined,
    });
    await writeAudit(tx, input.meta, {
      orgId: invitation.orgId,
      userId: user.id,
      action: 'invitation.accepted',
      targetType: 'invitation',
      targetId: invitation.id,
    });
    return user;
  });
}
