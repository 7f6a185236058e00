import type { JSONContent } from '@tiptap/core';
import { documentJsonFields } from '../../lib/editor-document.js';

// A kept body's JSON is one frozen object (body-json-cache.ts), so its field ids, a walk of a few
// milliseconds per hundred pages, are counted once with it.
const fieldIdsOfBody = new WeakMap<JSONContent, readonly string[]>();

/** The ids of a body's merge fields, each once, in order of first appearance. */
export function fieldIdsOf(body: JSONContent): readonly string[] {
  let ids = fieldIdsOfBody.get(body);
  if (!ids) {
    ids = [...documentJsonFields(body).keys()];
    fieldIdsOfBody.set(body, ids);
  }
  return ids;
}
