import { type JsonNode, needsResolving } from '@lexdraft/core';
import type { JSONContent } from '@tiptap/core';
import { documentJsonFields } from '../../lib/editor-document.js';

// A kept body's JSON is one frozen object (body-json-cache.ts), so what an export looks up in all
// of it (its field ids, its images), a walk of a few milliseconds per hundred pages each, is found
// once with it.

type BodyIndex = {
  fieldIds?: readonly string[];
  imageSources?: readonly string[];
  /** The body as JSON text, when a worker thread read it: the Word export sends it on as it is. */
  jsonText?: string;
  /** Whether the body holds logic or formats to resolve (resolve-body.ts). */
  logic?: boolean;
};

const indexes = new WeakMap<JSONContent, BodyIndex>();

function indexOf(body: JSONContent): BodyIndex {
  let index = indexes.get(body);
  if (!index) {
    index = {};
    indexes.set(body, index);
  }
  return index;
}

/** Keeps what was found in a body elsewhere (a worker thread read it: body-json-pool.ts). */
export function rememberBodyIndex(body: JSONContent, found: Required<Omit<BodyIndex, 'logic'>>): void {
  const index = indexOf(body);
  index.fieldIds ??= found.fieldIds;
  index.imageSources ??= found.imageSources;
  index.jsonText ??= found.jsonText;
}

/** The body as JSON text, when it was read on a worker thread. */
export function bodyJsonText(body: JSONContent): string | undefined {
  return indexes.get(body)?.jsonText;
}

/** The ids of a body's merge fields, each once, in order of first appearance. */
export function fieldIdsOf(body: JSONContent): readonly string[] {
  const index = indexOf(body);
  index.fieldIds ??= [...documentJsonFields(body).keys()];
  return index.fieldIds;
}

/** Whether a body holds logic or formats to resolve (core's needsResolving), found once per body. */
export function hasLogic(body: JSONContent): boolean {
  const index = indexOf(body);
  const logic = index.logic ?? needsResolving(body as JsonNode);
  index.logic = logic;
  return logic;
}

function collectImageSources(body: JSONContent): Set<string> {
  const found = new Set<string>();
  // In document order, with a stack of its own: no body's nesting can exhaust the call stack.
  const pending = [body];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.type === 'image' && typeof node.attrs?.src === 'string') found.add(node.attrs.src);
    const children = node.content ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1)
      pending.push(children[index] as JSONContent);
  }
  return found;
}

/** The image sources of a body, each once. */
export function imageSourcesOf(body: JSONContent): readonly string[] {
  const index = indexOf(body);
  index.imageSources ??= [...collectImageSources(body)];
  return index.imageSources;
}
