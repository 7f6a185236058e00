import { buildContent, contentKind, isBlankHtml, MAX_DOCUMENT_HTML_BYTES } from '@lexdraft/core';
import { HttpError } from '../../lib/errors.js';
import { sanitizeDocumentHtml } from '../../lib/html-sanitizer.js';
import type { ContentInput } from './schema.js';

export const EMPTY_DOCUMENT = 'Cannot save empty document';
const TOO_LARGE = `Document is too large: at most ${MAX_DOCUMENT_HTML_BYTES / 1024 / 1024} MB of HTML`;

/**
 * Turns content from a request into what is stored: current-shape HTML sanitized and checked for
 * size and emptiness; older shapes (a ProseMirror doc, clauses) kept as they came.
 */
export function prepareContent(input: ContentInput): Record<string, unknown> {
  const kind = contentKind(input);
  if (kind === 'prosemirror' || kind === 'clauses') return { ...input };
  if (typeof input.ckeditor_html !== 'string') throw new HttpError(422, EMPTY_DOCUMENT);
  if (Buffer.byteLength(input.ckeditor_html) > MAX_DOCUMENT_HTML_BYTES) throw new HttpError(413, TOO_LARGE);
  const html = sanitizeDocumentHtml(input.ckeditor_html);
  if (isBlankHtml(html)) throw new HttpError(422, EMPTY_DOCUMENT);
  return buildContent(html, {
    placeholders: input.placeholders,
    merge_field_values: input.merge_field_values,
    metadata: input.metadata,
  });
}

/** Content around a bare ProseMirror doc sent in a PUT, in the older shape it belongs to. */
export function wrapProsemirrorDoc(doc: Record<string, unknown>): Record<string, unknown> {
  return { prosemirror_doc: doc, placeholders: {}, metadata: {}, schema_version: '1.0' };
}
