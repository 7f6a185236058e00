import type { FieldValueSource, FillRecordType } from '@lexdraft/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fieldValueSources } from '../../db/schema.js';
import type { ServiceContext } from '../auth/context.js';

// The provenance rows of a document's values (docs/field-trust.md, "Provenance"): one per field,
// replaced by every write that changes the stored value, in that write's transaction.

/** Where one field's new value came from. */
export type SourceWrite = {
  fieldId: string;
  source: FieldValueSource;
  record?: {
    type: FillRecordType;
    id: string;
    field: string;
    updatedAt: Date | null;
    value: string;
  };
  templateId?: string;
  /** Who wrote it when no user did (a client's intake answers); the row then names no user. */
  by?: { name: string; email: string };
};

/** Replaces the rows of the fields written: who and when, not stale. */
export async function writeSources(tx: Db, ctx: ServiceContext, documentId: string, writes: SourceWrite[]) {
  if (writes.length === 0) return;
  const at = new Date();
  await tx
    .insert(fieldValueSources)
    .values(
      writes.map((write) => ({
        orgId: ctx.user.orgId,
        documentId,
        fieldId: write.fieldId,
        source: write.source,
        recordType: write.record?.type ?? null,
        recordId: write.record?.id ?? null,
        recordField: write.record?.field ?? null,
        recordUpdatedAt: write.record?.updatedAt ?? null,
        recordValue: write.record?.value ?? null,
        templateId: write.templateId ?? null,
        byUserId: write.by ? null : ctx.user.id,
        byName: write.by?.name ?? null,
        byEmail: write.by?.email ?? null,
        at,
        stale: false,
      })),
    )
    .onConflictDoUpdate({
      target: [fieldValueSources.documentId, fieldValueSources.fieldId],
      set: {
        source: sql`excluded.source`,
        recordType: sql`excluded.record_type`,
        recordId: sql`excluded.record_id`,
        recordField: sql`excluded.record_field`,
        recordUpdatedAt: sql`excluded.record_updated_at`,
        recordValue: sql`excluded.record_value`,
        templateId: sql`excluded.template_id`,
        byUserId: sql`excluded.by_user_id`,
        byName: sql`excluded.by_name`,
        byEmail: sql`excluded.by_email`,
        at: sql`excluded.at`,
        stale: false,
      },
    });
}

/** Deletes the rows of cleared fields: a value saved as "" has no source. */
export async function clearSources(tx: Db, documentId: string, fieldIds: string[]) {
  if (fieldIds.length === 0) return;
  await tx
    .delete(fieldValueSources)
    .where(and(eq(fieldValueSources.documentId, documentId), inArray(fieldValueSources.fieldId, fieldIds)));
}

/**
 * Records what a write did to the fields it sent: a changed value gets the source given, a cleared
 * one loses its row, and one re-sent unchanged keeps its row (the editor re-sends whole maps).
 */
export async function recordChanges(
  tx: Db,
  ctx: ServiceContext,
  documentId: string,
  change: {
    keys: Iterable<string>;
    before: (key: string) => unknown;
    after: (key: string) => unknown;
    source: (key: string, value: string) => SourceWrite;
  },
) {
  const writes: SourceWrite[] = [];
  const cleared: string[] = [];
  for (const key of change.keys) {
    const value = change.after(key);
    if (value === change.before(key)) continue;
    if (value === '' || value === undefined || value === null) cleared.push(key);
    else if (typeof value === 'string') writes.push(change.source(key, value));
  }
  await clearSources(tx, documentId, cleared);
  await writeSources(tx, ctx, documentId, writes);
}
