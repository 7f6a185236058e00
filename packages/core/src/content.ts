// The stored shape of a document version's content (spec section 3), and how older shapes are told apart.

/** The schema version of content written by this product. */
export const CONTENT_SCHEMA_VERSION = '3.0';

/** A custom (non-standard) merge field of a document, as kept in its content's metadata. */
export interface CustomField {
  name: string;
  value: string;
  created_at: string;
  updated_at: string;
  occurrences: number;
}

/** Content of a version in the current shape: the editor's HTML plus the values of its merge fields. */
export type DocumentContent = {
  ckeditor_html: string;
  placeholders: Record<string, string>;
  merge_field_values: Record<string, string>;
  metadata: {
    field_source_refs: Record<string, unknown>;
    custom_fields: CustomField[];
    [key: string]: unknown;
  };
  schema_version: typeof CONTENT_SCHEMA_VERSION;
};

/** The parts of content besides its HTML; absent parts start empty. */
export type ContentParts = {
  placeholders?: Record<string, string>;
  merge_field_values?: Record<string, string>;
  metadata?: Record<string, unknown>;
};

/** How a stored content is shown: current HTML, or one of the older shapes that are kept as they are. */
export type ContentKind = 'html' | 'prosemirror' | 'clauses' | 'empty';

/** True for a plain object (not null, not an array), as JSON content holds them. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entries of an object whose values are text; anything else (or a non-object) is left out. */
export function stringMap(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Tells which shape a stored content has; anything without HTML, a ProseMirror doc or clauses is empty. */
export function contentKind(content: unknown): ContentKind {
  if (!isRecord(content)) return 'empty';
  if (typeof content.ckeditor_html === 'string' && content.ckeditor_html.trim() !== '') return 'html';
  if (isRecord(content.prosemirror_doc)) return 'prosemirror';
  if (Array.isArray(content.clauses)) return 'clauses';
  return 'empty';
}

/** Builds current-shape content around HTML, keeping values and metadata passed in. */
export function buildContent(html: string, parts: ContentParts = {}): DocumentContent {
  const metadata = parts.metadata ?? {};
  return {
    ckeditor_html: html,
    placeholders: parts.placeholders ?? {},
    merge_field_values: parts.merge_field_values ?? {},
    metadata: {
      ...metadata,
      field_source_refs: isRecord(metadata.field_source_refs) ? metadata.field_source_refs : {},
      custom_fields: Array.isArray(metadata.custom_fields) ? (metadata.custom_fields as CustomField[]) : [],
    },
    schema_version: CONTENT_SCHEMA_VERSION,
  };
}

// Elements that are content on their own, with no text: an image, a merge field, a table, a rule, a page break.
const CONTENT_WITHOUT_TEXT = /<(img|hr|table)\b|data-merge-field=|data-page-break=/i;

/** True when HTML holds nothing a reader would see: no text, image, table, rule, page break or merge field. */
export function isBlankHtml(html: string): boolean {
  if (CONTENT_WITHOUT_TEXT.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .trim();
  return text === '';
}
