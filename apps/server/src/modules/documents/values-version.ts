import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documentVersions } from '../../db/schema.js';
import { unmaskedContent } from '../../lib/masked-writes.js';
import { type FieldMasker, NO_MASKING } from '../../lib/sensitive-masking.js';
import { type ContentSave, keepNewerValues } from './value-writes.js';
import { readVersion } from './version-content.js';

type Content = Record<string, unknown>;

/**
 * The version row that holds a document's values: its current version, or for a document with no
 * content yet (version 0) a row numbered 0. Values typed before the first save then wait there
 * without making a version 1, which would turn the editor's first save (based on 0) into a conflict.
 */
export function valuesVersion(db: Db, documentId: string, version: number) {
  return readVersion(db, documentId, version);
}

/**
 * The value parts and metadata of a version and its stamps, without its HTML: a content save
 * reads them with every save, and the HTML may be megabytes.
 */
async function storedValues(db: Db, documentId: string, version: number) {
  // The value parts are kept in the version's row, apart from its body (version-content.ts).
  const parts = documentVersions.valueParts;
  const [row] = await db
    .select({
      merge_field_values: sql<unknown>`${parts} -> 'merge_field_values'`,
      placeholders: sql<unknown>`${parts} -> 'placeholders'`,
      list_values: sql<unknown>`${parts} -> 'list_values'`,
      metadata: sql<unknown>`${parts} -> 'metadata'`,
      valueWrites: documentVersions.valueWrites,
    })
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.version, version)));
  if (!row) return undefined;
  const { merge_field_values, placeholders, metadata, list_values, valueWrites } = row;
  return { content: { merge_field_values, placeholders, metadata, list_values }, valueWrites };
}

/**
 * What a content save stores, given the values of the version it replaces, and the stamps the new
 * version carries on. Called with the document's row locked, so that no values save slips between
 * this read and the new version. `mask` is the caller's: a sensitive value it sends back as the
 * mask it was shown keeps the stored value (lib/masked-writes.ts).
 */
export async function withNewerValues(
  db: Db,
  document: { id: string; currentVersion: number },
  save: ContentSave,
  mask: FieldMasker = NO_MASKING,
): Promise<{ content: Content; valueWrites: Record<string, Record<string, number>> }> {
  const stored = await storedValues(db, document.id, document.currentVersion);
  const valueWrites = stored?.valueWrites ?? {};
  const unmasked = { ...save, prepared: unmaskedContent(mask, stored?.content, save.prepared) };
  return { content: keepNewerValues(unmasked, stored?.content, valueWrites), valueWrites };
}
