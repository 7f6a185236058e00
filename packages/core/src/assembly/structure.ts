import type { JsonNode } from '../merge-fields/scan.js';
import { conditionProblem } from './expression.js';
import { parseFormat } from './formats.js';
import { readFormattedField, readMarker } from './markers.js';
import { structureBlocks } from './structure-blocks.js';
import { structureInline } from './structure-inline.js';
import { asNode, childrenOf, inlineText, isInlineContent, isLiteral, MARKER } from './structure-json.js';
import { structureRows } from './structure-rows.js';

export { logicFields, logicProblems } from './logic-nodes.js';

// Logic typed as text becomes the schema's nodes here, on the server when HTML is stored and for
// any document the resolver reads, so every path ends in the same shape (issue 30, "typed as text").

// A typed logic marker or formatted field: `{{#if`, `{{/each`, `{{else`, `{{id | format}}`.
const TYPED = /\{\{\s*(?:[#/]|else)|\{\{[^{}]*\|/;
// Deeper JSON is left as it is: no document the editor or the sanitizer gives comes near it.
const DEPTH_MAX = 1_000;

/** True when some text of the document (code aside) holds a typed marker; one walk, no recursion. */
function hasTypedMarkers(doc: JsonNode): boolean {
  const pending: unknown[] = [doc];
  while (pending.length > 0) {
    const node = asNode(pending.pop());
    if (!node || isLiteral(node)) continue;
    if (typeof node.text === 'string' && node.text.includes('{{') && TYPED.test(node.text)) return true;
    const content = childrenOf(node);
    if (content) for (const child of content) pending.push(child);
  }
  return false;
}

function structureNode(node: JsonNode, depth: number): JsonNode {
  const content = childrenOf(node);
  if (!content || isLiteral(node) || depth > DEPTH_MAX) return node;
  let next: unknown[];
  if (isInlineContent(content)) next = structureInline(content);
  else {
    let changed = false;
    const children = content.map((child) => {
      const inner = asNode(child);
      const structured = inner && structureNode(inner, depth + 1);
      if (structured === inner) return child;
      changed = true;
      return structured;
    });
    const structured = changed ? children : content;
    // A list item starts with its own paragraph, which no marker may take into a node.
    if (node.type === 'table') next = structureRows(structured);
    else next = structureBlocks(structured, node.type === 'listItem' ? 1 : 0);
  }
  return next === content ? node : { ...node, content: next as JsonNode[] };
}

/**
 * The document with its balanced typed markers as nodes: a marker alone in its paragraph makes a
 * conditionBlock (with its conditionElse) or repeatBlock, one inside a sentence an inlineCondition
 * mark, `{{id | format}}` a formatted mergeField, and a row whose first cell starts with
 * `{{#each}}` and last cell ends with `{{/each}}` a repeated row. Unbalanced markers, and those
 * whose condition or format does not read, stay text. Returns the same object when nothing changed; never throws.
 */
export function structureMarkers(doc: JsonNode): JsonNode {
  const node = asNode(doc);
  if (!node || !hasTypedMarkers(node)) return doc;
  return structureNode(node, 0);
}

/** Why a typed marker left in text is not logic, or undefined when it is no marker at all. */
function leftoverProblem(inner: string, text: string): string | undefined {
  const marker = readMarker(inner);
  switch (marker?.kind) {
    case 'if':
      return conditionProblem(marker.expression) ?? `${text} has no {{/if}}`;
    case 'each':
      return `${text} has no {{/each}}`;
    case 'endif':
    case 'else':
      return `${text} has no {{#if}}`;
    case 'endeach':
      return `${text} has no {{#each}}`;
  }
  const field = readFormattedField(inner);
  const format = field && parseFormat(field.format);
  return format && !format.ok ? `${text}: ${format.error}` : undefined;
}

/**
 * The typed markers that stay text once the document is structured, each with why, in document
 * order: `{{#if agreement.rush}} has no {{/if}}`, a condition or format that does not read.
 */
export function unbalancedMarkers(doc: JsonNode): string[] {
  const problems = new Set<string>();
  const pending: unknown[] = [structureMarkers(doc)];
  while (pending.length > 0) {
    const node = asNode(pending.pop());
    const content = node && !isLiteral(node) ? childrenOf(node) : undefined;
    if (!content) continue;
    if (isInlineContent(content)) {
      for (const match of inlineText(content).matchAll(MARKER)) {
        const problem = leftoverProblem(match[1] ?? '', match[0]);
        if (problem !== undefined) problems.add(problem);
      }
    } else for (let index = content.length - 1; index >= 0; index -= 1) pending.push(content[index]);
  }
  return [...problems];
}
