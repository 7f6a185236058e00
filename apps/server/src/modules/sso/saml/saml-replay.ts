import { lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { samlAssertionsSeen } from '../../../db/schema.js';

/**
 * Notes an accepted assertion until it expires; false when the firm has already accepted it (a
 * replay, even through a new sign-in attempt). Expired records go as new ones come.
 */
export async function recordSamlAssertion(
  db: Db,
  assertion: { orgId: string; assertionId: string; expiresAt: Date },
  now = new Date(),
): Promise<boolean> {
  await db.delete(samlAssertionsSeen).where(lt(samlAssertionsSeen.expiresAt, now));
  const inserted = await db
    .insert(samlAssertionsSeen)
    .values(assertion)
    .onConflictDoNothing()
    .returning({ assertionId: samlAssertionsSeen.assertionId });
  return inserted.length === 1;
}
