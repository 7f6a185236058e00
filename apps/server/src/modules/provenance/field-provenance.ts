import {
  EMPTY_PROVENANCE,
  type FieldProvenance,
  type FieldProvenanceResponse,
  type FillRecordType,
} from '@lexdraft/contract';
import { hasPermission, layeredFieldValue, scanHtml } from '@lexdraft/core';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { contacts, entities, fieldValueSources, persons, users } from '../../db/schema.js';
import type { ServiceContext } from '../auth/context.js';
import { findDocument } from '../documents/scope.js';
import { valuesVersion } from '../documents/values-version.js';
import { valueSourcesOf } from '../merge-fields/content-sources.js';
import { currentRecordValue, fillRecordOf } from '../merge-fields/record-fields.js';
import { type FieldMasker, sensitiveMasker } from '../merge-fields/sensitive-masking.js';
import { layersOf } from '../merge-fields/value-layers.js';
import { isSentForSignature } from '../signatures/requests.js';

// GET /docs/documents/{id}/field-provenance: where each field's value comes from, who wrote it and
// whether the record it came from has changed since (docs/field-trust.md, "Provenance").

/** The document's provenance rows with the writer's name and the record behind each, if not deleted. */
function provenanceRows(db: Db, ctx: ServiceContext, documentId: string) {
  const org = ctx.user.orgId;
  const isRecordOf = (type: FillRecordType, id: AnyPgColumn) =>
    and(eq(fieldValueSources.recordType, type), eq(id, fieldValueSources.recordId));
  return db
    .select({
      row: fieldValueSources,
      byName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      byFullName: users.fullName,
      entity: entities,
      person: persons,
      contact: contacts,
    })
    .from(fieldValueSources)
    .leftJoin(users, eq(users.id, fieldValueSources.byUserId))
    .leftJoin(entities, and(isRecordOf('entity', entities.id), eq(entities.orgId, org)))
    .leftJoin(persons, and(isRecordOf('person', persons.id), eq(persons.orgId, org)))
    .leftJoin(contacts, and(isRecordOf('contact', contacts.id), eq(contacts.orgId, org)))
    .where(and(eq(fieldValueSources.orgId, org), eq(fieldValueSources.documentId, documentId)));
}

type Row = Awaited<ReturnType<typeof provenanceRows>>[number];

/** A stored value's provenance from its row. */
function fromRow({ row, byName, byFullName, entity, person, contact }: Row, held: string, mask: FieldMasker) {
  const type = row.recordType as FillRecordType | null;
  const recordRow =
    type === 'entity' ? entity : type === 'person' ? person : type === 'contact' ? contact : null;
  const record = type && recordRow ? fillRecordOf(type, recordRow) : undefined;
  const now = record && row.recordField ? currentRecordValue(record, row.recordField) : null;
  const masked = (value: string | null) => (value === null ? null : mask(row.fieldId, value));
  return {
    source: row.source as FieldProvenance['source'],
    layer: 'document',
    record_type: type,
    record_id: row.recordId,
    record_name: record?.name ?? null,
    record_field: row.recordField,
    record_updated_at: row.recordUpdatedAt?.toISOString() ?? null,
    template_id: row.templateId,
    by: row.byUserId
      ? { id: row.byUserId, name: byName ?? byFullName ?? '' }
      : row.byName
        ? { id: null, name: row.byName, email: row.byEmail }
        : null,
    at: row.at.toISOString(),
    stale: row.stale,
    stale_old_value: row.stale ? masked(held) : null,
    stale_new_value: row.stale ? masked(now) : null,
  } satisfies FieldProvenance;
}

export async function fieldProvenance(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
): Promise<FieldProvenanceResponse> {
  const document = await findDocument(db, ctx, documentId);
  const version = await valuesVersion(db, document.id, document.currentVersion);
  const content = version?.content ?? {};
  const html = typeof content.ckeditor_html === 'string' ? content.ckeditor_html : '';
  const [rows, layers, mask, sent] = await Promise.all([
    provenanceRows(db, ctx, document.id),
    layersOf(db, ctx, document.id),
    sensitiveMasker(db, ctx),
    isSentForSignature(db, document.id),
  ]);
  const sources = { ...valueSourcesOf(content), layers };
  const byField = new Map(rows.map((row) => [row.row.fieldId, row]));
  const smartIds = Object.keys(sources.smartValues ?? {});
  const ids = new Set([...scanHtml(html).keys(), ...Object.keys(sources.values), ...smartIds]);
  const fields: Record<string, FieldProvenance> = {};
  for (const id of ids) {
    // A field that no layer fills has no provenance: it is left out.
    const found = layeredFieldValue(id, sources);
    if (found?.layer === 'document') {
      const row = byField.get(id);
      // A value stored before provenance was kept (or written by a route that keeps none) reads as typed.
      fields[id] = row
        ? fromRow(row, found.value, mask)
        : { ...EMPTY_PROVENANCE, source: 'typed', layer: 'document' };
    } else if (found?.layer === 'record') {
      const source = layers.record_sources[id];
      fields[id] = {
        ...EMPTY_PROVENANCE,
        source: 'record',
        layer: 'record',
        record_type: source?.record_type ?? null,
        record_id: source?.record_id ?? null,
        record_name: source?.record_name ?? null,
      };
    } else if (found?.layer === 'default') {
      fields[id] = { ...EMPTY_PROVENANCE, source: 'default', layer: 'default' };
    }
  }
  return {
    fields,
    can_update_stale: !document.isTemplate && !sent && hasPermission(ctx.user, 'docs:write'),
  };
}
