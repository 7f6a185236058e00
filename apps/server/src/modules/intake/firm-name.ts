import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { organizations } from '../../db/schema.js';

/** The firm's name as the client sees it in mail and on the intake page. */
export async function firmName(db: Db, orgId: string): Promise<string> {
  const [org] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return org?.name ?? 'LexDraft';
}
