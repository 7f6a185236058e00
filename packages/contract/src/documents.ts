import { DOCUMENT_NAME_MAX_LENGTH, INTAKE_STATUSES } from '@lexdraft/core';
import { z } from 'zod';
import { looseObject, stringMap, timestamp } from './common.js';

// The HTTP shapes of docs/documents-api.md. Services receive the request shapes already validated.

export const documentIdParams = z.object({ id: z.uuid({ message: 'must be a document id' }) });

export const documentName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(DOCUMENT_NAME_MAX_LENGTH, `must be at most ${DOCUMENT_NAME_MAX_LENGTH} characters`);
const ids = z.array(z.uuid({ message: 'must be a record id' })).max(500);

/** Comma-joined ids in a query string, as the spec's filters send them. */
const idListParam = z
  .string()
  .optional()
  .transform((value) => (value ? value.split(',').filter((part) => part !== '') : []))
  .pipe(z.array(z.uuid({ message: 'must be comma-joined record ids' })).max(100));

/**
 * A version's content. The current shape is checked field by field; older shapes
 * (prosemirror_doc, clauses) are accepted as they are.
 */
export const contentSchema = z
  .object({
    ckeditor_html: z.string().optional(),
    placeholders: stringMap.optional(),
    merge_field_values: stringMap.optional(),
    metadata: looseObject.optional(),
    schema_version: z.string().max(10).optional(),
    prosemirror_doc: looseObject.optional(),
    clauses: z.array(z.unknown()).optional(),
  })
  .loose();
export type ContentInput = z.infer<typeof contentSchema>;

const links = { entity_ids: ids.optional(), owner_ids: ids.optional(), contact_ids: ids.optional() };

export const createDocumentBody = z.object({
  name: documentName,
  content: contentSchema.optional(),
  is_template: z.boolean().optional(),
  is_draft: z.boolean().optional(),
  metadata: looseObject.optional(),
  ...links,
});
export type CreateDocumentInput = z.infer<typeof createDocumentBody>;

export const blankDocumentBody = z.object({ name: documentName });

export const updateDocumentBody = z.object({
  name: documentName.optional(),
  is_draft: z.boolean().optional(),
  content: contentSchema.optional(),
  prosemirror_doc: looseObject.optional(),
  metadata: looseObject.optional(),
  /** The version the content was based on; a stale one is refused with 409. */
  base_version: z.int().min(0).optional(),
  /**
   * New content is refused (409) while the document is out for signature; `true` voids the open
   * signature request first ("Edited by the sender"), in the save's transaction.
   */
  void_signature_request: z.boolean().optional(),
  ...links,
});
export type UpdateDocumentInput = z.infer<typeof updateDocumentBody>;

export const createFromTemplateBody = z.object({
  source_document_id: z.uuid({ message: 'must be a document id' }),
  name: documentName,
});

export const listDocumentsQuery = z.object({
  q: z.string().trim().max(200).optional(),
  is_template: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  entity_id: idListParam,
  owner_id: idListParam,
  contact_id: idListParam,
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.enum(['updated_desc', 'updated_asc']).default('updated_desc'),
});
export type ListDocumentsQuery = z.infer<typeof listDocumentsQuery>;

export const filterOptionsQuery = z.object({
  document_type: z.enum(['document', 'template']).optional(),
  entity_id: idListParam,
  owner_id: idListParam,
  contact_id: idListParam,
});
export type FilterOptionsQuery = z.infer<typeof filterOptionsQuery>;

/** A linked record as the server names it. */
export const linkedRecord = z.object({ id: z.string(), name: z.string() });

/** The records a document links, as its record shows them (Document Info, Edit Relationships). */
export const documentLinks = z.object({
  entity_ids: z.array(z.string()),
  owner_ids: z.array(z.string()),
  contact_ids: z.array(z.string()),
  entities: z.array(linkedRecord),
  owners: z.array(linkedRecord),
  contacts: z.array(linkedRecord),
});
export type DocumentLinksRecord = z.infer<typeof documentLinks>;

/** A document as lists show it: everything but its content. */
export const documentSummary = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  is_template: z.boolean(),
  is_draft: z.boolean(),
  doc_status: z.string(),
  current_version: z.int(),
  ...documentLinks.shape,
  metadata: looseObject,
  source_document_id: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  /** How many of its values the firm's records changed since (docs/field-trust.md); on the read and the list. */
  stale_values_count: z.int().optional(),
  /** The status of its latest client intake request (docs/interview-api.md); null without one. On the list. */
  intake_status: z.enum(INTAKE_STATUSES).nullable().optional(),
});

/** One saved version; content is the spec's shape, or an older one kept as it was stored. */
export const documentVersion = z.object({ version: z.int(), content: looseObject, created_at: timestamp });

/** A document with its current version (versions is empty until the first content save). */
export const documentRecord = documentSummary.extend({ versions: z.array(documentVersion) });

/**
 * A save's answer: the record with its current version's number and date but not its content,
 * which the saver already holds and which may be megabytes.
 */
export const savedDocumentResponse = documentSummary.extend({
  versions: z.array(documentVersion.omit({ content: true })),
});

export const documentList = z.object({
  documents: z.array(documentSummary),
  total: z.int(),
  page: z.int(),
  page_size: z.int(),
});

export const filterOption = z.object({ value: z.string(), label: z.string() });

export const filterOptions = z.object({
  entities: z.array(filterOption),
  owners: z.array(filterOption),
  contacts: z.array(filterOption),
});

/** POST /docs/documents/create-from-template: the new document's id and the document. */
export const createdFromTemplate = z.object({ id: z.string(), document: documentRecord });
