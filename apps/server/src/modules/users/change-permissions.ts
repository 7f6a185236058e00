import { GRANTABLE_PERMISSIONS, type GrantablePermission } from '@lexdraft/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import type { ServiceContext } from '../auth/context.js';
import { getUser } from './service.js';

// An admin grants a member what their role does not give them (core GRANTABLE_PERMISSIONS, today
// docs:sensitive). The given list replaces the member's grantable grants; any other grant they hold
// is kept as it is. Sessions read grants on each request, so a change applies at once.

const grantable: ReadonlySet<string> = new Set(GRANTABLE_PERMISSIONS);

/** Sets which grantable permissions a member of the caller's organization has. */
export async function changePermissions(
  db: Db,
  ctx: ServiceContext,
  userId: string,
  permissions: readonly GrantablePermission[],
) {
  const before = await getUser(db, ctx, userId);
  const next = [...new Set([...before.permissions.filter((grant) => !grantable.has(grant)), ...permissions])];
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ permissions: next, updatedAt: new Date() })
      .where(and(eq(users.orgId, ctx.user.orgId), eq(users.id, userId)))
      .returning();
    await writeAudit(tx, ctx.meta, {
      orgId: ctx.user.orgId,
      userId: ctx.user.id,
      action: 'user.permissions_changed',
      targetType: 'user',
      targetId: userId,
      details: { from: before.permissions, to: next },
    });
    return user!;
  });
}
