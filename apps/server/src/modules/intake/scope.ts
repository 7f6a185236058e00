import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { intakeRequests, users } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { REQUEST_NOT_FOUND } from './messages.js';
import type { IntakeRow } from './status.js';

// The firm's queries of intake requests: always the caller's organization and the document named
// in the path, so that another firm's request (or another document's) is "not found".

const visible = (ctx: ServiceContext, documentId: string) =>
  and(eq(intakeRequests.orgId, ctx.user.orgId), eq(intakeRequests.documentId, documentId));

/** One request of the document; `lock` holds its row until the transaction ends. */
export async function findIntakeRequest(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
  requestId: string,
  { lock = false } = {},
): Promise<IntakeRow> {
  const query = db
    .select()
    .from(intakeRequests)
    .where(and(visible(ctx, documentId), eq(intakeRequests.id, requestId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, REQUEST_NOT_FOUND);
  return row;
}

/** The document's requests, newest first, each with the name of the user who sent it. */
export function documentRequests(db: Db, ctx: ServiceContext, documentId: string) {
  return db
    .select({ row: intakeRequests, creatorName: users.fullName })
    .from(intakeRequests)
    .leftJoin(users, eq(users.id, intakeRequests.createdBy))
    .where(visible(ctx, documentId))
    .orderBy(desc(intakeRequests.createdAt), desc(intakeRequests.id));
}

/** The name of a request's sender, for its presentation. */
export async function creatorOf(db: Db, row: IntakeRow) {
  if (!row.createdBy) return null;
  const [user] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, row.createdBy));
  return user ? { id: row.createdBy, name: user.name } : null;
}
