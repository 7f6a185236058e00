import type { JsonNode } from '../merge-fields/scan.js';

// Whether a document has anything for the resolver to do: most documents hold no logic and no
// formats, and their exports skip resolving altogether (one walk that stops at the first find).

const LOGIC_NODES = new Set(['conditionBlock', 'repeatBlock']);

// A typed logic marker or formatted field in text: `{{#if`, `{{/if}}`, `{{else}}`, `{{id | format}}`.
const TYPED = /\{\{\s*(?:[#/]|else\s*\}\}|[^{}|]*\|)/;

function hasLogic(node: JsonNode): boolean {
  const type = node.type ?? '';
  if (LOGIC_NODES.has(type)) return true;
  if (type === 'tableRow' && typeof node.attrs?.each === 'string') return true;
  if (type === 'mergeField' && typeof node.attrs?.format === 'string' && node.attrs.format !== '')
    return true;
  if (typeof node.text === 'string' && node.text.includes('{{') && TYPED.test(node.text)) return true;
  return Array.isArray(node.marks) && node.marks.some((mark) => mark?.type === 'inlineCondition');
}

/** True when a document holds a condition, a repeat, a format or a typed marker. */
export function needsResolving(doc: JsonNode): boolean {
  // Depth first with a stack of its own: no document's nesting can exhaust the call stack.
  const pending: unknown[] = [doc];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (hasLogic(node as JsonNode)) return true;
    const content = (node as JsonNode).content;
    if (Array.isArray(content)) for (const child of content) pending.push(child);
  }
  return false;
}
