import { FORMAT_MAX_LENGTH } from '../limits.js';
import type { JsonNode } from '../merge-fields/scan.js';
import { conditionProblem } from './expression.js';
import { parseFormat } from './formats.js';
import { type Marker, readFormattedField, readMarker } from './markers.js';

// What structure.ts reads in the editor's JSON: any value may stand where a node is expected (the
// JSON comes from a request), so every read is checked and nothing here throws.

/** A `{{…}}` marker in text; its inner text is read by markers.ts. */
export const MARKER = /\{\{([^{}]+)\}\}/g;

/** The nodes whose text is code, never logic. */
const LITERAL_TYPES: ReadonlySet<string> = new Set(['codeBlock']);

/** The node a value is, or undefined when it is not an object. */
export function asNode(value: unknown): JsonNode | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as JsonNode)
    : undefined;
}

/** A node's children, or undefined when it has none (or something else stands there). */
export function childrenOf(node: JsonNode): unknown[] | undefined {
  const content: unknown = node.content;
  return Array.isArray(content) ? content : undefined;
}

/** A node's string attribute, or undefined when missing or not a string. */
export function stringAttr(node: JsonNode, name: string): string | undefined {
  const attrs = asNode(node.attrs) as Record<string, unknown> | undefined;
  const value = attrs && Object.hasOwn(attrs, name) ? attrs[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** True for a node whose text is literal (code), never read for markers. */
export function isLiteral(node: JsonNode): boolean {
  return typeof node.type === 'string' && LITERAL_TYPES.has(node.type);
}

/** True for a content array of inline nodes (it holds text). */
export function isInlineContent(content: readonly unknown[]): boolean {
  return content.some((child) => asNode(child)?.type === 'text');
}

/** The marks of an inline node, kept only when they are objects. */
export function marksOf(node: JsonNode): NonNullable<JsonNode['marks']> {
  const marks: unknown = node.marks;
  return Array.isArray(marks) ? marks.filter((mark) => asNode(mark) !== undefined) : [];
}

// A template types the same few markers many times: each inner text is read once, in a cache
// emptied when it grows past CACHE_MAX so that it stays small whatever the documents hold.
const CACHE_MAX = 2_000;
const markers = new Map<string, Marker | undefined>();
const formattedFields = new Map<string, { id: string; format: string } | undefined>();

function cached<T>(cache: Map<string, T>, key: string, read: (key: string) => T): T {
  if (cache.has(key)) return cache.get(key) as T;
  if (cache.size >= CACHE_MAX) cache.clear();
  const value = read(key);
  cache.set(key, value);
  return value;
}

function readUsableMarker(inner: string): Marker | undefined {
  const marker = readMarker(inner);
  if (marker?.kind === 'if' && conditionProblem(marker.expression) !== undefined) return undefined;
  return marker;
}

function readUsableFormattedField(inner: string): { id: string; format: string } | undefined {
  const field = readFormattedField(inner);
  return field && field.format.length <= FORMAT_MAX_LENGTH && parseFormat(field.format).ok
    ? field
    : undefined;
}

/**
 * A typed marker that may become a node: a logic marker whose condition parses, or undefined for
 * any other text (a marker with a bad condition stays text, reported by unbalancedMarkers).
 */
export function usableMarker(inner: string): Marker | undefined {
  return cached(markers, inner, readUsableMarker);
}

/** The field and format of a typed `{{id | format}}` whose format reads and may be stored, or undefined. */
export function usableFormattedField(inner: string): { id: string; format: string } | undefined {
  return cached(formattedFields, inner, readUsableFormattedField);
}

/** The mergeField JSON of a formatted field, with the marks of the text it came from. */
export function formattedFieldNode(
  field: { id: string; format: string },
  marks: JsonNode['marks'],
): JsonNode {
  const node: JsonNode = {
    type: 'mergeField',
    attrs: { id: field.id, format: field.format, value: null, unreadable: false },
  };
  if (marks && marks.length > 0) node.marks = marks;
  return node;
}

/** The text of an inline content array, other inline nodes as a line break (no marker spans them). */
export function inlineText(content: readonly unknown[]): string {
  let text = '';
  for (const child of content) {
    const node = asNode(child);
    text += typeof node?.text === 'string' ? node.text : '\n';
  }
  return text;
}

/** The logic marker a paragraph holds when its whole text is that one marker (a block marker). */
export function blockMarkerOf(value: unknown): Marker | undefined {
  const node = asNode(value);
  if (node?.type !== 'paragraph') return undefined;
  const content = childrenOf(node);
  if (!content || content.length === 0 || !content.every((child) => asNode(child)?.type === 'text'))
    return undefined;
  const text = inlineText(content).trim();
  if (!text.startsWith('{{') || !text.endsWith('}}')) return undefined;
  const inner = text.slice(2, -2);
  return inner.includes('{') || inner.includes('}') ? undefined : usableMarker(inner);
}
