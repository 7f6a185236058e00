import type { AssemblyData, FieldValueSources, ListRow } from '@lexdraft/core';
import { fieldValue } from '@lexdraft/core';
import type { Db } from '../../db/client.js';
import type { ServiceContext } from '../auth/context.js';
import { assemblyPartsOf } from './assembly-parts.js';
import { listValuesOf } from './list-values.js';
import { recordListsOf } from './record-lists.js';
import { type FieldMasker, NO_MASKING } from './sensitive-masking.js';

// The data a resolution of a document reads (core's resolveDocument; docs/assembly-api.md): its
// field values as the export prints them, and its lists, the firm's list fields and the record
// lists. The export's and the preview's callers pass the values they hold and the caller's masker.

/** Each row of a list with its sensitive values masked, by `list.key` as every answer masks them. */
function maskedRows(mask: FieldMasker, id: string, rows: readonly ListRow[]): ListRow[] {
  if (!mask.active) return [...rows];
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, mask(`${id}.${key}`, value)])),
  );
}

/** A document's lists by id: its list fields, then the record lists that have a source. */
async function documentLists(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
  mask: FieldMasker,
): Promise<Map<string, ListRow[]>> {
  const parts = await assemblyPartsOf(db, ctx, documentId);
  const metadata = parts.metadata as { field_source_refs: unknown };
  const records = await recordListsOf(db, ctx, documentId, metadata.field_source_refs);
  const lists = new Map([...listValuesOf(parts), ...records]);
  for (const [id, rows] of lists) lists.set(id, maskedRows(mask, id, rows));
  return lists;
}

/**
 * What resolveDocument reads of a document of the caller's organization: `value` is core's
 * fieldValue over `sources` (the document's values with their layers), `list` a list field or a
 * record list, undefined when it has no source. Sensitive values print through `mask`.
 */
export async function assemblyDataOf(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
  sources: FieldValueSources,
  mask: FieldMasker = NO_MASKING,
): Promise<AssemblyData> {
  const lists = await documentLists(db, ctx, documentId, mask);
  // Conditions read the real values, so that a viewer's copy takes the branches everyone else's
  // does; only what prints is masked.
  return {
    value: (id) => fieldValue(id, sources),
    list: (id) => lists.get(id),
    ...(mask.active ? { print: (id: string, text: string) => mask(id, text) } : {}),
  };
}
