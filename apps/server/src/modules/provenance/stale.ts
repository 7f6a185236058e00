import type { FillRecordType, StaleValuesInput } from '@lexdraft/contract';
import { stringMap } from '@lexdraft/core';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fieldValueSources } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { findDocument } from '../documents/scope.js';
import { countStaleValues } from '../documents/stale-count.js';
import { changeContent, readContent } from '../merge-fields/document-content.js';
import { currentRecordValue, type FillRecord, findFillRecord } from '../merge-fields/record-fields.js';
import { writeSources } from '../merge-fields/value-sources.js';
import { isSentForSignature } from '../signatures/requests.js';

// Values the firm's records changed after filling them (docs/field-trust.md, "Stale values"): a
// record's change marks them, and Update refills or Keep accepts them.

/**
 * In the record change's transaction: each value the record filled is stale when the record's
 * value for its record_field now differs from the value it filled (one UPDATE, through the index
 * on (org_id, record_type, record_id)); changing it back clears the mark.
 */
export async function markStale(tx: Db, ctx: ServiceContext, record: FillRecord) {
  const update = staleUpdate(ctx, record);
  if (update) await tx.execute(update);
}

/** The UPDATE of markStale, unrun: a test reads its plan. Undefined for a record without values. */
export function staleUpdate(ctx: Pick<ServiceContext, 'user'>, record: FillRecord): SQL | undefined {
  const pairs = Object.keys(record.values).map(
    (field) => sql`(${field}::text, ${currentRecordValue(record, field)}::text)`,
  );
  if (pairs.length === 0) return undefined;
  // Rows whose mark would not change are left unwritten: changing one field touches only its rows.
  return sql`
    update ${fieldValueSources} as s
    set stale = (v.value is distinct from s.record_value)
    from (values ${sql.join(pairs, sql`, `)}) as v(field, value)
    where s.org_id = ${ctx.user.orgId}
      and s.record_type = ${record.type}
      and s.record_id = ${record.id}
      and s.record_field = v.field
      and s.stale is distinct from (v.value is distinct from s.record_value)`;
}

export const SEALED = 'Signed and sent documents are never changed';
const TEMPLATE = 'Templates keep no record values to update';

/** The document, held for the change; 409 for templates, signed and sent documents. */
async function changeableDocument(tx: Db, ctx: ServiceContext, documentId: string) {
  const document = await findDocument(tx, ctx, documentId, { lock: true });
  if (document.isTemplate) throw conflict(TEMPLATE);
  if (await isSentForSignature(tx, document.id)) throw conflict(SEALED);
  return document;
}

/** The document's stale rows, the named ones or all. */
function staleRows(tx: Db, documentId: string, fieldIds: string[] | undefined) {
  return tx
    .select()
    .from(fieldValueSources)
    .where(
      and(
        eq(fieldValueSources.documentId, documentId),
        eq(fieldValueSources.stale, true),
        fieldIds ? inArray(fieldValueSources.fieldId, fieldIds) : undefined,
      ),
    );
}

type StaleRow = Awaited<ReturnType<typeof staleRows>>[number];

/** The records behind the rows, by type and id; a deleted one is absent. */
async function recordsOf(tx: Db, ctx: ServiceContext, rows: StaleRow[]) {
  const found = new Map<string, FillRecord>();
  for (const row of rows) {
    const key = `${row.recordType}:${row.recordId}`;
    if (found.has(key) || !row.recordType || !row.recordId) continue;
    const record = await findFillRecord(tx, ctx, row.recordType as FillRecordType, row.recordId);
    if (record) found.set(key, record);
  }
  return (row: StaleRow) => found.get(`${row.recordType}:${row.recordId}`);
}

/** What Update and Keep both start from: the held document, its stale rows (named or all) and their records. */
async function heldStaleValues(
  tx: Db,
  ctx: ServiceContext,
  documentId: string,
  fieldIds: string[] | undefined,
) {
  const document = await changeableDocument(tx, ctx, documentId);
  const rows = await staleRows(tx, document.id, fieldIds);
  return { document, rows, recordOf: await recordsOf(tx, ctx, rows) };
}

/** POST .../stale-values/update: refills the stale values from their records. */
export async function updateStaleValues(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
  input: StaleValuesInput,
) {
  return db.transaction(async (tx) => {
    const { document, rows, recordOf } = await heldStaleValues(tx, ctx, documentId, input.field_ids);
    const gone = rows.filter((row) => !recordOf(row));
    // A named value whose record is deleted cannot be updated; unnamed ones are skipped.
    if (input.field_ids && gone.length > 0) {
      throw conflict(`The record behind ${gone.map((row) => row.fieldId).join(', ')} was deleted`);
    }
    const updates = rows.flatMap((row) => {
      const record = recordOf(row);
      return record ? [{ row, record, value: currentRecordValue(record, row.recordField ?? '') ?? '' }] : [];
    });
    const values = Object.fromEntries(updates.map(({ row, value }) => [row.fieldId, value]));
    const content = await changeContent(tx, ctx, {
      documentId: document.id,
      part: 'merge_field_values',
      fields: updates.length,
      change: (content) => ({
        ...content,
        merge_field_values: { ...stringMap(content.merge_field_values), ...values },
      }),
      written: () => Object.keys(values),
      afterChange: async (inner) => {
        await writeSources(
          inner,
          ctx,
          document.id,
          updates
            .filter(({ value }) => value !== '')
            .map(({ row, record, value }) => ({
              fieldId: row.fieldId,
              source: 'record' as const,
              record: {
                type: record.type,
                id: record.id,
                field: row.recordField ?? '',
                updatedAt: record.updatedAt,
                value,
              },
            })),
        );
        // A record that no longer has a value leaves the field empty, so it has no source.
        const cleared = updates.filter(({ value }) => value === '').map(({ row }) => row.fieldId);
        if (cleared.length > 0) {
          await inner
            .delete(fieldValueSources)
            .where(
              and(eq(fieldValueSources.documentId, document.id), inArray(fieldValueSources.fieldId, cleared)),
            );
        }
      },
    });
    return {
      merge_field_values: stringMap(content.merge_field_values),
      changed: updates.length,
      stale_values_count: await countStaleValues(tx, document.id),
    };
  });
}

/** POST .../stale-values/keep: the values stay, and the record's value now is the one compared next. */
export async function keepStaleValues(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
  input: StaleValuesInput,
) {
  return db.transaction(async (tx) => {
    const { document, rows, recordOf } = await heldStaleValues(tx, ctx, documentId, input.field_ids);
    for (const row of rows) {
      const record = recordOf(row);
      await tx
        .update(fieldValueSources)
        .set(
          record
            ? {
                stale: false,
                recordValue: currentRecordValue(record, row.recordField ?? ''),
                recordUpdatedAt: record.updatedAt,
              }
            : { stale: false },
        )
        .where(
          and(eq(fieldValueSources.documentId, document.id), eq(fieldValueSources.fieldId, row.fieldId)),
        );
    }
    return {
      merge_field_values: stringMap((await readContent(tx, ctx, document.id)).merge_field_values),
      changed: rows.length,
      stale_values_count: await countStaleValues(tx, document.id),
    };
  });
}
