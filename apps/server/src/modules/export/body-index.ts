import type { JSONContent } from '@tiptap/core';
import { documentJsonFields } from '../../lib/editor-document.js';

// A kept body's JSON is one frozen object (body-json-cache.ts), so what an export looks up in all
// of it (its field ids, its images), a walk of a few milliseconds per hundred pages each, is found
// once with it.

type BodyIndex = { fieldIds?: readonly string[]; imageSources?: readonly string[] };

const indexes = new WeakMap<JSONContent, BodyIndex>();

function indexOf(body: JSONContent): BodyIndex {
  let index = indexes.get(body);
  if (!index) {
    index = {};
    indexes.set(body, index);
  }
  return index;
}

/** The ids of a body's merge fields, each once, in order of first appearance. */
export function fieldIdsOf(body: JSONContent): readonly string[] {
  const index = indexOf(body);
  index.fieldIds ??= [...documentJsonFields(body).keys()];
  return index.fieldIds;
}

function collectImageSources(node: JSONContent, found: Set<string>): Set<string> {
  if (node.type === 'image' && typeof node.attrs?.src === 'string') found.add(node.attrs.src);
  for (const child of node.content ?? []) collectImageSources(child, found);
  return found;
}

/** The image sources of a body, each once. */
export function imageSourcesOf(body: JSONContent): readonly string[] {
  const index = indexOf(body);
  index.imageSources ??= [...collectImageSources(body, new Set())];
  return index.imageSources;
}
