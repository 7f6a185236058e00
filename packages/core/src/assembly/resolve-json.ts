import type { JsonNode } from '../merge-fields/scan.js';

// Reading and copying nodes of the editor's JSON as the resolver does: any value may stand where a
// node is expected, so every read is checked.

// Written out rather than spread: every copy has one shape, which keeps the walk's property reads
// fast (a spread copy takes the shape of each node it copies).
/** A container with new content (and attributes, when given). */
export const copyWith = (node: JsonNode, content: JsonNode[], attrs = node.attrs): JsonNode => ({
  type: node.type,
  attrs,
  content,
  marks: node.marks,
});
/** True for a value that may be a node: an object, not an array. */
export const isNode = (value: unknown): value is JsonNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** True for an inline condition's mark. */
export const isInlineCondition = (mark: unknown) =>
  (mark as { type?: unknown } | null)?.type === 'inlineCondition';
/** True for marks that hold an inline condition's. */
export const hasInlineCondition = (marks: unknown): boolean => {
  if (!Array.isArray(marks)) return false;
  for (const mark of marks) if (isInlineCondition(mark)) return true;
  return false;
};
/** The node without its marks, then with `marks` when there are any (last, as a spread would put them). */
export const withoutMarks = (node: JsonNode, marks: unknown[]): JsonNode => {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(node)) if (key !== 'marks') out[key] = node[key as keyof JsonNode];
  if (marks.length > 0) out.marks = marks;
  return out as JsonNode;
};
/** A node's attribute when it is a string. */
export const stringAttr = (node: JsonNode, name: string): string | undefined => {
  const value = node.attrs?.[name];
  return typeof value === 'string' ? value : undefined;
};
