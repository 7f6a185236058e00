import {
  DOCUMENT_NAME_MAX_LENGTH,
  FIELD_VALUES_MAX_COUNT,
  isFieldId,
  MAX_DOCUMENT_HTML_BYTES,
  TEMPLATE_CATEGORY_MAX_LENGTH,
  TEMPLATE_DESCRIPTION_MAX_LENGTH,
  TEMPLATE_JURISDICTION_MAX_LENGTH,
  TEMPLATE_TAG_MAX_LENGTH,
  TEMPLATE_TAGS_MAX_COUNT,
} from '@lexdraft/core';
import { z } from 'zod';
import { timestamp } from './common.js';
import { contentSchema } from './documents.js';

// The HTTP shapes of docs/templates-api.md: the template library (spec sections 3, 5 and 7). A
// template is a document with is_template; its id is the document's id.

const atMost = (max: number) => `must be at most ${max.toLocaleString('en-US')} characters`;

export const templateIdParams = z.object({ id: z.uuid({ message: 'must be a template id' }) });

/** Checked by the service after trimming, so that a blank name answers the form's own message. */
const templateName = z.string().trim().max(DOCUMENT_NAME_MAX_LENGTH, atMost(DOCUMENT_NAME_MAX_LENGTH));

/** A category; blank is the default, "general". */
const category = z
  .string()
  .trim()
  .max(TEMPLATE_CATEGORY_MAX_LENGTH, atMost(TEMPLATE_CATEGORY_MAX_LENGTH))
  .transform((value) => value || 'general');

const jurisdictionCode = z
  .string()
  .trim()
  .max(TEMPLATE_JURISDICTION_MAX_LENGTH, atMost(TEMPLATE_JURISDICTION_MAX_LENGTH));

/** A description; blank is none (null). */
const description = z
  .string()
  .trim()
  .max(TEMPLATE_DESCRIPTION_MAX_LENGTH, atMost(TEMPLATE_DESCRIPTION_MAX_LENGTH))
  .nullable()
  .transform((value) => value || null);

/** Tags, trimmed; blank ones are dropped and repeats kept once, in order. */
const tags = z
  .array(z.string().trim().max(TEMPLATE_TAG_MAX_LENGTH, atMost(TEMPLATE_TAG_MAX_LENGTH)))
  .transform((list) => [...new Set(list.filter((tag) => tag !== ''))])
  .pipe(
    z.array(z.string()).max(TEMPLATE_TAGS_MAX_COUNT, `must hold at most ${TEMPLATE_TAGS_MAX_COUNT} tags`),
  );

const PLACEHOLDER_TEXT_MAX_LENGTH = 200;

/**
 * Each placeholder's text (as the import preview found it, braces and brackets included) mapped
 * to a field id, or to null to leave it as text (spec section 5). Keys and values are checked
 * here, so that a failure names the key.
 */
export const placeholderMappings = z
  .record(z.string(), z.string().nullable())
  .superRefine((mappings, context) => {
    const entries = Object.entries(mappings);
    if (entries.length > FIELD_VALUES_MAX_COUNT) {
      context.addIssue({
        code: 'custom',
        message: `must hold at most ${FIELD_VALUES_MAX_COUNT} placeholders`,
      });
      return;
    }
    for (const [text, field] of entries) {
      if (text.trim() === '' || text.length > PLACEHOLDER_TEXT_MAX_LENGTH) {
        context.addIssue({
          code: 'custom',
          path: [text],
          message: `placeholder texts must be 1 to ${PLACEHOLDER_TEXT_MAX_LENGTH} characters`,
        });
      } else if (field !== null && !isFieldId(field)) {
        context.addIssue({ code: 'custom', path: [text], message: 'must be a field id or null' });
      }
    }
  });
export type PlaceholderMappings = z.infer<typeof placeholderMappings>;

/** The library fields, as a create sends them (each with its default) and a PATCH changes them. */
const libraryFields = {
  category,
  jurisdiction_code: jurisdictionCode,
  description,
  tags,
  placeholder_mappings: placeholderMappings.nullable(),
};

/**
 * POST /docs/templates. `content` is the template's body: the editor's HTML as a string, or a
 * content object as a document save sends it; either is sanitized and stored as version 1. Left
 * out, the template starts empty.
 */
export const createTemplateBody = z.object({
  name: templateName.default(''),
  category: libraryFields.category.default('general'),
  jurisdiction_code: libraryFields.jurisdiction_code.default(''),
  description: libraryFields.description.optional(),
  tags: libraryFields.tags.default([]),
  placeholder_mappings: libraryFields.placeholder_mappings.optional(),
  content: z.union([z.string(), contentSchema]).optional(),
});
export type CreateTemplateInput = z.infer<typeof createTemplateBody>;

/** PATCH /docs/templates/{id}: the name and library fields sent; the rest stay as they are. */
export const updateTemplateBody = z.object({ name: templateName, ...libraryFields }).partial();
export type UpdateTemplateInput = z.infer<typeof updateTemplateBody>;

/** GET /docs/templates: each filter given narrows the list; category and jurisdiction ignore case. */
export const listTemplatesQuery = z.object({
  category: z.string().trim().max(TEMPLATE_CATEGORY_MAX_LENGTH).optional(),
  jurisdiction_code: z.string().trim().max(TEMPLATE_JURISDICTION_MAX_LENGTH).optional(),
  /** Part of the name, any case. */
  q: z.string().trim().max(200).optional(),
});
export type ListTemplatesQuery = z.infer<typeof listTemplatesQuery>;

/** A template as the library shows it. `id`, `_id` and `document_id` are all the document's id. */
export const template = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  jurisdiction_code: z.string(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  placeholder_mappings: z.record(z.string(), z.string().nullable()).nullable(),
  /** The document to open, or to pass to create-from-template and generate: the same id. */
  document_id: z.string(),
  /** True when the template was imported from a Word file, which its download gives back as it was. */
  has_original_file: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Template = z.infer<typeof template>;

export const templateList = z.object({ templates: z.array(template) });

/** A link that downloads the template as a Word file without sign-in, until `expires_at` (5 minutes). */
export const templateDownloadUrl = z.object({ download_url: z.string(), expires_at: timestamp });

/** The signed token of a download link: opaque to the client, which opens `download_url` as it is. */
export const templateDownloadQuery = z.object({ token: z.string().max(2000).optional() });

/**
 * POST /docs/templates/validate-placeholders: the editor's HTML, or a list of names, or both.
 * The HTML is read as the editor's plain text (blocks a blank line apart, merge fields as their
 * `{{id}}` markers); positions are offsets into that text.
 */
export const validatePlaceholdersBody = z.object({
  ckeditor_html: z.string().max(MAX_DOCUMENT_HTML_BYTES, atMost(MAX_DOCUMENT_HTML_BYTES)).optional(),
  placeholders: z
    .array(z.string().max(PLACEHOLDER_TEXT_MAX_LENGTH, atMost(PLACEHOLDER_TEXT_MAX_LENGTH)))
    .max(FIELD_VALUES_MAX_COUNT, `must hold at most ${FIELD_VALUES_MAX_COUNT} names`)
    .optional(),
});
export type ValidatePlaceholdersInput = z.infer<typeof validatePlaceholdersBody>;

export const placeholderCheck = z.object({
  /** True when there is no error. */
  valid: z.boolean(),
  /** Each distinct name once, in order of first appearance (the HTML's first, then the list's). */
  placeholders: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(['model', 'smart', 'custom']),
      valid: z.boolean(),
      error: z.string().optional(),
      occurrences: z.int(),
    }),
  ),
  /** Brace problems and bad names, in the order a reader meets them; names from the list last. */
  errors: z.array(
    z.object({ message: z.string(), placeholder: z.string().optional(), position: z.int().optional() }),
  ),
});
