import type { FillFromFieldTemplateInput, FillFromRecordInput } from '@lexdraft/contract';
import { isRecord, stringMap } from '@lexdraft/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fieldTemplates } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { linkRecord, loadLinks } from '../documents/links.js';
import { presentLinks } from '../documents/presenter.js';
import { findDocument } from '../documents/scope.js';
import { type Content, changeContent } from '../merge-fields/document-content.js';
import {
  type FillRecord,
  loadFillRecord,
  recordFieldFor,
  recordValueFor,
} from '../merge-fields/record-fields.js';
import type { FieldSourceRef } from '../merge-fields/record-fillers.js';
import { recordChanges, type SourceWrite } from '../merge-fields/value-sources.js';

// Fills of a document's merge-field values from one record or one field template: the values go in
// through changeContent like a save, with their provenance rows in the same transaction.

/** The content with the filled values and, for record fills, their field_source_refs. */
function withFilled(content: Content, filled: Record<string, string>, ref?: FieldSourceRef): Content {
  const values = { ...stringMap(content.merge_field_values), ...filled };
  if (!ref) return { ...content, merge_field_values: values };
  const metadata = isRecord(content.metadata) ? content.metadata : {};
  const refs = isRecord(metadata.field_source_refs) ? metadata.field_source_refs : {};
  const added = Object.fromEntries(Object.keys(filled).map((id) => [id, ref]));
  return {
    ...content,
    merge_field_values: values,
    metadata: { ...metadata, field_source_refs: { ...refs, ...added } },
  };
}

/** A record row of the provenance: the record's value name, its updated_at and value then. */
export function recordSource(record: FillRecord, fieldId: string, value: string): SourceWrite {
  return {
    fieldId,
    source: 'record',
    record: {
      type: record.type,
      id: record.id,
      field: recordFieldFor(record.type, fieldId),
      updatedAt: record.updatedAt,
      value,
    },
  };
}

/** Writes filled values and their rows; a value the document already held keeps its row. */
async function fill(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
  filled: Record<string, string>,
  source: (fieldId: string, value: string) => SourceWrite,
  ref?: FieldSourceRef,
  /** Runs in the fill's transaction once the values are written. */
  alsoInTransaction?: (tx: Db) => Promise<void>,
) {
  const content = await changeContent(db, ctx, {
    documentId,
    part: 'merge_field_values',
    fields: Object.keys(filled).length,
    change: (content) => withFilled(content, filled, ref),
    written: () => Object.keys(filled),
    afterChange: async (tx, before, after) => {
      const [old, now] = [stringMap(before.merge_field_values), stringMap(after.merge_field_values)];
      await recordChanges(tx, ctx, documentId, {
        keys: Object.keys(filled),
        // A fill always names its source, even for a value that was already the same.
        before: (key) => (old[key] === now[key] ? undefined : old[key]),
        after: (key) => now[key],
        source,
      });
      await alsoInTransaction?.(tx);
    },
  });
  return { merge_field_values: stringMap(content.merge_field_values), filled };
}

/** POST .../merge-field-values/from-record: the named fields the record has a value for. */
export async function fillFromRecord(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
  input: FillFromRecordInput,
) {
  // Another firm's document is 404 before anything is said about the record.
  await findDocument(db, ctx, documentId);
  const record = await loadFillRecord(db, ctx, input.record_type, input.record_id);
  const filled: Record<string, string> = {};
  for (const id of input.field_ids) {
    const value = recordValueFor(record, id);
    if (value !== undefined) filled[id] = value;
  }
  const answer = await fill(
    db,
    ctx,
    documentId,
    filled,
    (id, value) => recordSource(record, id, value),
    { type: record.type, id: record.id },
    // The record the values came from becomes one of the document's links (Document Info), as
    // Edit Relationships would link it (issue 29): loadFillRecord found it in the organization.
    (tx) => linkRecord(tx, ctx.user.orgId, documentId, record),
  );
  const links = await loadLinks(db, [documentId]);
  return { ...answer, links: presentLinks(links.get(documentId)!) };
}

/** POST .../merge-field-values/from-field-template: the template's values (or the named ones). */
export async function fillFromFieldTemplate(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
  input: FillFromFieldTemplateInput,
) {
  await findDocument(db, ctx, documentId);
  const [template] = await db
    .select()
    .from(fieldTemplates)
    .where(and(eq(fieldTemplates.orgId, ctx.user.orgId), eq(fieldTemplates.id, input.template_id)));
  if (!template) throw new HttpError(422, 'Invalid request: template_id: unknown field template');
  const wanted = input.field_ids ? new Set(input.field_ids) : undefined;
  const filled = Object.fromEntries(
    Object.entries(template.values).filter(([id, value]) => value !== '' && (!wanted || wanted.has(id))),
  );
  return fill(db, ctx, documentId, filled, (fieldId) => ({
    fieldId,
    source: 'template',
    templateId: template.id,
  }));
}
