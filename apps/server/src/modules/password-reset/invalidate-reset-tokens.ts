import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResetTokens } from '../../db/schema.js';

/**
 * Uses up every unused reset link of a user. Called in the transaction of a reset, a password
 * change and a new reset request: an older link mailed before any of them must not work after it,
 * or a leaked mailbox would still hand out the account.
 */
export async function invalidateResetTokens(db: Db, userId: string, now = new Date()): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
