import { DOCUMENT_NAME_MAX_LENGTH } from '@lexdraft/core';
import { z } from 'zod';

// The HTTP shapes of docs/documents-api.md. Services receive these, already validated.

export const documentIdParams = z.object({ id: z.uuid({ message: 'must be a document id' }) });

const name = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(DOCUMENT_NAME_MAX_LENGTH, `must be at most ${DOCUMENT_NAME_MAX_LENGTH} characters`);
const ids = z.array(z.uuid({ message: 'must be a record id' })).max(500);
const stringMap = z.record(z.string(), z.string());

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
    metadata: z.record(z.string(), z.unknown()).optional(),
    schema_version: z.string().max(10).optional(),
    prosemirror_doc: z.record(z.string(), z.unknown()).optional(),
    clauses: z.array(z.unknown()).optional(),
  })
  .loose();
export type ContentInput = z.infer<typeof contentSchema>;

const links = { entity_ids: ids.optional(), owner_ids: ids.optional(), contact_ids: ids.optional() };

export const createDocumentBody = z.object({
  name,
  content: contentSchema.optional(),
  is_template: z.boolean().optional(),
  is_draft: z.boolean().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  ...links,
});
export type CreateDocumentInput = z.infer<typeof createDocumentBody>;

export const blankDocumentBody = z.object({ name });

export const updateDocumentBody = z.object({
  name: name.optional(),
  is_draft: z.boolean().optional(),
  content: contentSchema.optional(),
  prosemirror_doc: z.record(z.string(), z.unknown()).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  base_version: z.int().min(0).optional(),
  ...links,
});
export type UpdateDocumentInput = z.infer<typeof updateDocumentBody>;

export const createFromTemplateBody = z.object({
  source_document_id: z.uuid({ message: 'must be a document id' }),
  name,
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
