import type { ContentInput } from '@lexdraft/contract';
import { buildContent, contentKind, MAX_DOCUMENT_HTML_BYTES } from '@lexdraft/core';
import { HttpError } from '../../lib/errors.js';
import { isSanitizerQueueFull, sanitizeOffThread } from '../../lib/html-sanitizer-pool.js';

export const EMPTY_DOCUMENT = 'Cannot save empty document';
export const NESTED_TOO_DEEPLY = 'Document is nested too deeply';
const TOO_LARGE = `Document is too large: at most ${MAX_DOCUMENT_HTML_BYTES / 1024 / 1024} MB of HTML`;
const BUSY = 'The server is busy saving other documents; try again in a moment';

/** Sanitizes document HTML off the event loop; 503 when too many saves are waiting already. */
export async function sanitize(html: string) {
  try {
    return await sanitizeOffThread(html);
  } catch (error) {
    if (isSanitizerQueueFull(error)) throw new HttpError(503, BUSY);
    throw error;
  }
}

/**
 * Turns content from a request into what is stored: current-shape HTML sanitized (off the event
 * loop), its typed logic made nodes, and checked for size, nesting, emptiness and logic that does
 * not read; older shapes (a ProseMirror doc, clauses) kept as they came.
 */
export async function prepareContent(input: ContentInput): Promise<Record<string, unknown>> {
  const kind = contentKind(input);
  if (kind === 'prosemirror' || kind === 'clauses') return { ...input };
  if (typeof input.ckeditor_html !== 'string') throw new HttpError(422, EMPTY_DOCUMENT);
  if (Buffer.byteLength(input.ckeditor_html) > MAX_DOCUMENT_HTML_BYTES) throw new HttpError(413, TOO_LARGE);
  const sanitized = await sanitize(input.ckeditor_html);
  if (!sanitized.ok) throw new HttpError(422, NESTED_TOO_DEEPLY);
  if (sanitized.blank) throw new HttpError(422, EMPTY_DOCUMENT);
  // A stored condition, repeat or format that does not read: nothing is written, the detail says why.
  if (sanitized.logicProblem !== undefined) throw new HttpError(422, sanitized.logicProblem);
  return buildContent(sanitized.html, {
    placeholders: input.placeholders,
    merge_field_values: input.merge_field_values,
    metadata: input.metadata,
  });
}

/** Content around a bare ProseMirror doc sent in a PUT, in the older shape it belongs to. */
export function wrapProsemirrorDoc(doc: Record<string, unknown>): Record<string, unknown> {
  return { prosemirror_doc: doc, placeholders: {}, metadata: {}, schema_version: '1.0' };
}
