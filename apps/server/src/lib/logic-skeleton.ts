import type { JsonNode } from '@lexdraft/core';

// The logic of sanitized HTML as a skeleton of the editor's JSON (conditions, repeats and formatted
// fields only, nested as in the document), so that core's logicProblems can check stored logic
// without parsing megabytes into the schema. One linear pass with a tokenizer that relies on the
// sanitizer's output: tags written `<name attr="value">` and `</name>`, void ones `<br />`, and
// `&`, `<`, `>` and `"` escaped inside attribute values.

const TAG = /<(\/?)([a-z][a-z0-9]*)((?:\s[^>]*)?)>/g;
const ATTRIBUTE = /\s([a-z-]+)(?:="([^"]*)")?/g;
const LOGIC_ATTRIBUTE = /\sdata-(?:if|each|format)=/;
const ENTITY = /&(quot|lt|gt|amp);/g;
const ENTITIES: Record<string, string> = { quot: '"', lt: '<', gt: '>', amp: '&' };

/** True when sanitized HTML holds a condition, a repeat or a formatted field. */
export function hasStoredLogic(html: string): boolean {
  return LOGIC_ATTRIBUTE.test(html);
}

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, value] of source.matchAll(ATTRIBUTE)) {
    attributes.set(
      name!,
      (value ?? '').replace(ENTITY, (_, entity: string) => ENTITIES[entity] ?? ''),
    );
  }
  return attributes;
}

/** The skeleton node an element stands for, or undefined for an element without logic. */
function logicNode(tag: string, attributes: ReadonlyMap<string, string>): JsonNode | undefined {
  const expression = attributes.get('data-if');
  // An inline condition counts as a block one here: the same check, the same nesting.
  if (expression !== undefined && (tag === 'div' || tag === 'span')) {
    return { type: 'conditionBlock', attrs: { expression }, content: [] };
  }
  const list = attributes.get('data-each');
  const as = attributes.get('data-as') ?? '';
  if (list !== undefined && tag === 'div') return { type: 'repeatBlock', attrs: { list, as }, content: [] };
  if (list !== undefined && tag === 'tr') return { type: 'tableRow', attrs: { each: list, as }, content: [] };
  const id = attributes.get('data-merge-field');
  const format = attributes.get('data-format');
  if (tag === 'span' && id !== undefined && format !== undefined)
    return { type: 'mergeField', attrs: { id, format } };
  return undefined;
}

/** The logic skeleton of sanitized HTML: a doc holding its logic nodes, each holding those inside it. */
export function logicSkeleton(html: string): JsonNode {
  const root: JsonNode = { type: 'doc', content: [] };
  // Per open element, its node (or null); and the open logic nodes, innermost last.
  const open: (JsonNode | null)[] = [];
  const logic: JsonNode[] = [];
  for (const [, closing, tag, rest] of html.matchAll(TAG)) {
    if (closing) {
      if (open.pop()) logic.pop();
      continue;
    }
    if (rest!.endsWith('/')) continue;
    const node = LOGIC_ATTRIBUTE.test(rest!) ? logicNode(tag!, attributesOf(rest!)) : undefined;
    if (node) {
      (logic.at(-1) ?? root).content!.push(node);
      logic.push(node);
    }
    open.push(node ?? null);
  }
  return root;
}
