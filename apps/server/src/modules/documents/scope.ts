import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { loadLinks } from './links.js';
import { presentDocument } from './presenter.js';
import { countStaleValues } from './stale-count.js';
import { readVersion, type StoredVersion } from './version-content.js';

// Every document query goes through the caller's organization: another firm's document is "not found".

export const NOT_FOUND = 'Document not found';

/** The condition that keeps a query to the caller's organization's documents. */
export const visibleDocuments = (ctx: ServiceContext) => eq(documents.orgId, ctx.user.orgId);

/** A document row of the caller's organization; `lock` holds it for the rest of the transaction. */
export async function findDocument(
  db: Db,
  ctx: ServiceContext,
  id: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(documents)
    .where(and(visibleDocuments(ctx), eq(documents.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, NOT_FOUND);
  return row;
}

/** The current version of a document, if it has content yet. */
export async function currentVersion(db: Db, documentId: string, version: number) {
  if (version === 0) return undefined;
  return readVersion(db, documentId, version);
}

/** A document row and its current version as the API shows them, with the records it links. */
export async function presentWithLinks(
  db: Db,
  row: typeof documents.$inferSelect,
  version: StoredVersion | undefined,
) {
  const [links, stale] = await Promise.all([loadLinks(db, [row.id]), countStaleValues(db, row.id)]);
  return presentDocument(row, links.get(row.id)!, version, stale);
}

/** A document of the caller's organization as the API shows it, with links and current version. */
export async function getDocument(db: Db, ctx: ServiceContext, id: string) {
  const row = await findDocument(db, ctx, id);
  return presentWithLinks(db, row, await currentVersion(db, row.id, row.currentVersion));
}
