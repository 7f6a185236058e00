import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { ServiceContext } from '../auth/context.js';
import { findDocument } from '../documents/scope.js';

// The `@` picker of a comment: colleagues of the caller's firm, the only people a mention can tell.

/** Most people one search answers. */
const PEOPLE_MAX = 20;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Active members of the caller's firm whose name or email holds the text, by name. */
export async function listMentionPeople(db: Db, ctx: ServiceContext, documentId: string, text: string) {
  await findDocument(db, ctx, documentId);
  const pattern = `%${escapeLike(text)}%`;
  const rows = await db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(
      and(
        eq(users.orgId, ctx.user.orgId),
        eq(users.isActive, true),
        text ? or(ilike(users.fullName, pattern), ilike(users.email, pattern)) : undefined,
      ),
    )
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(PEOPLE_MAX);
  return { people: rows };
}
