import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents, documentVersions } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { NOT_FOUND, visibleDocuments } from '../documents/scope.js';
import type { Content } from './document-content.js';

// What a resolution reads of a document's current version besides its values (which the caller
// holds already): its list fields and the records its values were filled from, in one query with
// the document's own row, without the body.

/**
 * A document's `list_values` and `metadata.field_source_refs`, as a content holds them; another
 * firm's or an unknown document is 404. A document with no version row yet has neither.
 */
export async function assemblyPartsOf(db: Db, ctx: ServiceContext, documentId: string): Promise<Content> {
  const parts = documentVersions.valueParts;
  const [row] = await db
    .select({
      list_values: sql<unknown>`${parts} -> 'list_values'`,
      field_source_refs: sql<unknown>`${parts} -> 'metadata' -> 'field_source_refs'`,
    })
    .from(documents)
    .leftJoin(
      documentVersions,
      and(
        eq(documentVersions.documentId, documents.id),
        eq(documentVersions.version, documents.currentVersion),
      ),
    )
    .where(and(visibleDocuments(ctx), eq(documents.id, documentId)));
  if (!row) throw new HttpError(404, NOT_FOUND);
  return { list_values: row.list_values, metadata: { field_source_refs: row.field_source_refs } };
}
