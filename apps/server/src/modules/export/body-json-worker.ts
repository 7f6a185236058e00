import type { JSONContent } from '@tiptap/core';
import { storedContentJson } from '../../lib/editor-document.js';
import { fieldIdsOf, imageSourcesOf } from './body-index.js';

// The task each thread of the body reader's pool runs (body-json-pool.ts): a stored body read into
// the editor's JSON, with what the export looks up in all of it.

/**
 * A body's JSON as text, with its merge-field ids and image sources, each once. Text crosses
 * between threads as one copy; the JSON's hundreds of thousands of objects took the main thread
 * over half a second to clone back.
 */
export type ReadBody = { jsonText: string; fieldIds: readonly string[]; imageSources: readonly string[] };

/** Reads a stored version's body (any shape spec section 3 knows) into the editor's JSON. */
export default function readBody(body: Record<string, unknown>): ReadBody {
  const json: JSONContent = storedContentJson(body);
  return { jsonText: JSON.stringify(json), fieldIds: fieldIdsOf(json), imageSources: imageSourcesOf(json) };
}
