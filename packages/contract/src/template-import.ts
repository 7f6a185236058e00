import { LAYOUT_POSITIONS } from '@lexdraft/core';
import { z } from 'zod';
import { footerConfig, headerConfig } from './layout.js';
import { createTemplateBody, placeholderMappings, template, updateTemplateBody } from './templates.js';

// The Word import's HTTP shapes (spec section 5, issue 13; docs/template-import.md, Routes):
// POST /docs/templates/import/preview answers the preview, POST /docs/templates/import takes the
// form below as multipart and answers 201 with the library's `template`.

/** The most a Word file may weigh; a larger upload is refused with 413 before it is read. */
export const TEMPLATE_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** The field of the multipart form that carries the .docx. */
export const TEMPLATE_IMPORT_FILE_FIELD = 'file';

export const PLACEHOLDER_KINDS = [
  'double_brace',
  'merge_field',
  'content_control',
  'single_brace',
  'square_bracket',
  'angle_brackets',
  'guillemets',
  'blank',
] as const;
export type PlaceholderKind = (typeof PLACEHOLDER_KINDS)[number];

/** Where a placeholder was found: `table` is a table of the body. */
export const PLACEHOLDER_LOCATIONS = ['body', 'table', 'header', 'footer'] as const;

const booleanText = z
  .enum(['true', 'false'], { message: 'must be true or false' })
  .default('true')
  .transform((value) => value === 'true');

/** The preview's query (and the import form's field of the same name): intelligent detection is on by default. */
export const templateImportQuery = z.object({ use_intelligent_detection: booleanText });

export const importedPlaceholder = z.object({
  /** As found, braces and brackets included: the key of `placeholder_mappings`. */
  text: z.string(),
  kind: z.enum(PLACEHOLDER_KINDS),
  locations: z.array(z.enum(PLACEHOLDER_LOCATIONS)),
  occurrences: z.int(),
  /** The paragraph's text around the first occurrence. */
  context: z.string(),
  /** The firm's field, or a valid custom field name, the import maps it to unless told otherwise. */
  suggested_field: z.string(),
});
export type ImportedPlaceholder = z.infer<typeof importedPlaceholder>;

/**
 * A condition or repeat the import found and turned into our logic (docs/template-import.md, Logic):
 * `expression` in our condition language, or the `list` repeated over and the item's name `as`;
 * `text` is the tag as the Word file wrote it (`{% if client.type == "LLC" %}`, `{#users}`).
 */
export const importedLogic = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('if'), expression: z.string(), text: z.string() }),
  z.object({ kind: z.literal('each'), list: z.string(), as: z.string(), text: z.string() }),
]);

/**
 * A preview image: a `data:` URL of the picture in the Word file (the preview stores nothing), or
 * absent when it was too large to inline (see the preview's warnings).
 */
const previewImageUrl = z.string();

/** The Word header in the header config's shape, its logo a `data:` URL, and its text as `content`. */
export const importedHeader = headerConfig.extend({
  logo: z.object({ url: previewImageUrl, position: z.enum(LAYOUT_POSITIONS), width: z.int() }).nullable(),
  /** The band's text as HTML, each placeholder as `<mark data-placeholder="{index}">`. */
  content: z.string(),
});

/** The Word footer in the footer config's shape, and its text as `content`. */
export const importedFooter = footerConfig.extend({ content: z.string() });

/** The first page's (or a banner-shaped) header image, as a `data:` URL. */
export const importedLetterhead = z.object({
  image_url: previewImageUrl,
  position: z.enum(LAYOUT_POSITIONS),
  width: z.int(),
  height: z.int(),
});

/**
 * POST /docs/templates/import/preview's answer. `html` and the bands' `content` mark each
 * placeholder occurrence as `<mark data-placeholder="{index}">text as shown</mark>`, `index` being
 * its place in `placeholders`; images are `data:` URLs. A DocuSeal signature tag of the body
 * (`{{Seller;type=signature;role=Seller}}`) is no placeholder: it is already the editor's Signature
 * field, `<div data-signature-field="{signer}">`. `header` and `footer` are null when the Word file
 * has none.
 */
export const templateImportPreview = z.object({
  html: z.string(),
  header: importedHeader.nullable(),
  footer: importedFooter.nullable(),
  letterhead: importedLetterhead.nullable(),
  /** Readable notes: broken placeholders and tags left as text (each naming it), images left out. */
  warnings: z.array(z.string()),
  placeholders: z.array(importedPlaceholder),
  /** The conditions and repeats found, in document order; they import as the editor's logic blocks. */
  logic: z.array(importedLogic),
});
export type TemplateImportPreview = z.infer<typeof templateImportPreview>;

/**
 * Reads a JSON text form field, then checks it with `schema`; bad JSON fails naming the field
 * (the route reports `{field}: must be JSON text ...`).
 */
const jsonText = <T extends z.ZodType>(schema: T, what: string) =>
  z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: `must be JSON text: ${what}` });
        return z.NEVER;
      }
    })
    .pipe(schema);

/**
 * POST /docs/templates/import's form fields (multipart/form-data, beside the `file`), each a text
 * field. `name` is required: blank answers 422 "Please enter a template name". `tags` is JSON text
 * (an array of strings); `placeholder_mappings` is JSON text ({ placeholder text: field id or
 * null }); a placeholder absent from it takes its `suggested_field`.
 */
export const templateImportFields = z.object({
  name: createTemplateBody.shape.name,
  category: createTemplateBody.shape.category,
  jurisdiction_code: createTemplateBody.shape.jurisdiction_code,
  use_intelligent_detection: booleanText,
  description: updateTemplateBody.shape.description,
  tags: jsonText(z.array(z.string()), 'an array of strings')
    .pipe(createTemplateBody.shape.tags.unwrap())
    .optional(),
  placeholder_mappings: jsonText(
    placeholderMappings,
    'an object of placeholder text to field id or null',
  ).optional(),
});
export type TemplateImportFields = z.infer<typeof templateImportFields>;
/** The form as the client sends it: every value a string. */
export type TemplateImportForm = { [K in keyof z.input<typeof templateImportFields>]?: string };

/** The uploaded .docx: the server reads the multipart form's file into its bytes. */
export const wordFile = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array, 'choose a Word file (.docx) to import')
  .meta({ type: 'string', format: 'binary' });

/** POST /docs/templates/import/preview's multipart body: the file (other fields are ignored). */
export const templateImportPreviewBody = z.object({ file: wordFile });

/** POST /docs/templates/import's multipart body: the file and the form's fields. */
export const templateImportBody = templateImportFields.extend({ file: wordFile });

/** POST /docs/templates/import answers 201 with the new template, as the library shows it. */
export const templateImportAnswer = template;
