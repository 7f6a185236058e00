import type { JSONContent } from '@tiptap/core';

// The local commands change text only: marks, merge fields and structure are kept because each text
// node is rewritten on its own, so a phrase that crosses a field or a mark boundary is never matched.

/** What a transform knows about a text node's place: the text of its block before it. */
export interface TextNodeContext {
  /** The block's text before this node, merge fields as `{{id}}` and hard breaks as newlines. */
  before: string;
  /** The same text as rewritten so far: differs from `before` where an earlier node changed. */
  written: string;
}

export type TextTransform = (text: string, context: TextNodeContext) => string;

// Code is quoted, not prose: neither spelling nor plain-English rewriting applies to it.
const isCode = (node: JSONContent) =>
  node.type === 'codeBlock' || (node.marks ?? []).some((mark) => mark.type === 'code');

function inlineMarker(node: JSONContent): string {
  if (node.type === 'mergeField') return `{{${String(node.attrs?.id ?? '')}}}`;
  if (node.type === 'hardBreak') return '\n';
  return '';
}

function mapNode(node: JSONContent, transform: TextTransform): JSONContent {
  if (!node.content || isCode(node)) return node;
  let before = '';
  let written = '';
  const content: JSONContent[] = [];
  for (const child of node.content) {
    if (typeof child.text !== 'string') {
      content.push(mapNode(child, transform));
      before += inlineMarker(child);
      written += inlineMarker(child);
      continue;
    }
    const text = isCode(child) ? child.text : transform(child.text, { before, written });
    before += child.text;
    written += text;
    // The schema has no empty text nodes: a node whose whole text was removed goes.
    if (text !== '') content.push(text === child.text ? child : { ...child, text });
  }
  return { ...node, content };
}

/** The document with every text node (outside code) passed through `transform`, in reading order. */
export function mapTextNodes(doc: JSONContent, transform: TextTransform): JSONContent {
  return mapNode(doc, transform);
}
