import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents, fieldValueSources } from '../../db/schema.js';

// A document's count of stale values (docs/field-trust.md, "Stale values"), as a correlated
// subquery that the document read and the list select per row: it reads the partial index on stale
// rows by document id, never the rows that are not stale.

/** The number of stale values of the document whose id is given (the outer row's by default). */
export const staleValuesCount = (documentId: SQL | typeof documents.id = documents.id) =>
  sql<number>`(select count(*)::int from ${fieldValueSources} where ${fieldValueSources.documentId} = ${documentId} and ${fieldValueSources.stale})`;

/** One document's count of stale values, read from the same partial index. */
export async function countStaleValues(db: Db, documentId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(fieldValueSources)
    .where(and(eq(fieldValueSources.documentId, documentId), eq(fieldValueSources.stale, true)));
  return row?.value ?? 0;
}
