import { isFieldId } from '@lexdraft/core';
import { z } from 'zod';
import { timestamp } from './common.js';
import { documentLinks } from './documents.js';

// The HTTP shapes of docs/field-trust.md: where each value came from (provenance), which values the
// firm's records have since changed (stale), and the layers below a document's own values.

/** Where a stored value came from. */
export const FIELD_VALUE_SOURCES = [
  'typed',
  'record',
  'template',
  'default',
  'generated',
  'interview',
  'client',
] as const;
export type FieldValueSource = (typeof FIELD_VALUE_SOURCES)[number];

/** The kinds of record a value is filled from. */
export const FILL_RECORD_TYPES = ['entity', 'person', 'contact'] as const;
export type FillRecordType = (typeof FILL_RECORD_TYPES)[number];

const fieldIdList = z
  .array(z.string().refine(isFieldId, { message: 'must be a field id' }))
  .max(500, 'must hold at most 500 field ids');

/** One field's provenance. Layer says which layer gives the value shown (document, record or default). */
export const fieldProvenance = z.object({
  source: z.enum(FIELD_VALUE_SOURCES),
  layer: z.enum(['document', 'record', 'default']),
  record_type: z.enum(FILL_RECORD_TYPES).nullable(),
  record_id: z.uuid().nullable(),
  /** The record's display name (an entity's name, a person's or contact's full name); null once deleted. */
  record_name: z.string().nullable(),
  record_field: z.string().nullable(),
  record_updated_at: timestamp.nullable(),
  template_id: z.uuid().nullable(),
  /**
   * Who wrote it; null for a layer that nobody wrote into this document (a default, a linked record).
   * A client's intake answers (source `client`) have no user: `id` null, the client's name and `email`.
   */
  by: z
    .object({ id: z.uuid().nullable(), name: z.string(), email: z.string().nullable().optional() })
    .nullable(),
  at: timestamp.nullable(),
  stale: z.boolean(),
  /** While stale: the value the document holds, and the record's value now (masked for viewers where sensitive). */
  stale_old_value: z.string().nullable(),
  stale_new_value: z.string().nullable(),
});
export type FieldProvenance = z.infer<typeof fieldProvenance>;

/** A provenance's parts besides its source and layer, all empty: what a typed or layered value has. */
export const EMPTY_PROVENANCE: Omit<FieldProvenance, 'source' | 'layer'> = {
  record_type: null,
  record_id: null,
  record_name: null,
  record_field: null,
  record_updated_at: null,
  template_id: null,
  by: null,
  at: null,
  stale: false,
  stale_old_value: null,
  stale_new_value: null,
};

/** GET /docs/documents/{id}/field-provenance. */
export const fieldProvenanceResponse = z.object({
  fields: z.record(z.string(), fieldProvenance),
  /** Whether the stale values may be updated here (false for signed, sent and read-only documents). */
  can_update_stale: z.boolean(),
});
export type FieldProvenanceResponse = z.infer<typeof fieldProvenanceResponse>;

/** POST /docs/documents/{id}/merge-field-values/from-record: fill the fields from one record of the firm. */
export const fillFromRecordBody = z.object({
  record_type: z.enum(FILL_RECORD_TYPES),
  record_id: z.uuid({ message: 'must be a record id' }),
  /** The document's fields to fill; each takes the record's value for it (the same as the sources' fields map). */
  field_ids: fieldIdList.min(1, 'must name at least one field'),
});
export type FillFromRecordInput = z.infer<typeof fillFromRecordBody>;

/** POST /docs/documents/{id}/merge-field-values/from-field-template. */
export const fillFromFieldTemplateBody = z.object({
  template_id: z.uuid({ message: 'must be a field template id' }),
  /** Only these of the template's values; all of them when left out. */
  field_ids: fieldIdList.optional(),
});
export type FillFromFieldTemplateInput = z.infer<typeof fillFromFieldTemplateBody>;

/**
 * The answer of both fills: the document's values after it, and which fields it filled. A fill
 * from a record links that record to the document, as Edit Relationships would, and answers the
 * document's links after it (`links`).
 */
export const fillResponse = z.object({
  merge_field_values: z.record(z.string(), z.string()),
  filled: z.record(z.string(), z.string()),
  links: documentLinks.optional(),
});

/** POST /docs/documents/{id}/stale-values/update and /keep: the named stale fields, or all when left out. */
export const staleValuesBody = z.object({ field_ids: fieldIdList.optional() });
export type StaleValuesInput = z.infer<typeof staleValuesBody>;
export const staleValuesResponse = z.object({
  merge_field_values: z.record(z.string(), z.string()),
  /** How many values were updated or kept. */
  changed: z.number().int(),
  stale_values_count: z.number().int(),
});

/** GET /docs/documents/{id}/value-layers: the layers below the document's own values, by field id. */
export const valueLayersResponse = z.object({
  /** Smart fields' default_value. */
  defaults: z.record(z.string(), z.string()),
  /** Values of the records the document is linked to (its entities, owners and contacts). */
  records: z.record(z.string(), z.string()),
  /** Which linked record fills each field of `records`. */
  record_sources: z.record(
    z.string(),
    z.object({ record_type: z.enum(FILL_RECORD_TYPES), record_id: z.uuid(), record_name: z.string() }),
  ),
});
export type ValueLayersResponse = z.infer<typeof valueLayersResponse>;
