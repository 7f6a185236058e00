import type { DOMOutputSpec, DOMSerializer, Mark, Node as ProseMirrorNode } from '@tiptap/pm/model';

// A document node as HTML text, from the schema's own toDOM specs, without building a DOM: a
// 200-page contract serializes in milliseconds rather than the best part of a second through a
// DOM emulation. The output is the markup the editor stores (lib/editor-document.ts's
// documentJsonToHtml, a test checks), with hooks for the nodes a renderer prints its own way.

const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'source', 'wbr']);
const TAG = /^[a-z][a-z0-9]*$/;
const ATTRIBUTE = /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/;

/** Text as HTML text. */
export const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/\u00a0/g, '&nbsp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** Text as the value of a double-quoted attribute. */
export const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A renderer's own HTML for a node, in place of the schema's; `schemaHtml` gives the schema's HTML
 * for a node (hooks still apply to what is inside it), for a hook that only adjusts it.
 */
export type NodeHook = (node: ProseMirrorNode, schemaHtml: (node: ProseMirrorNode) => string) => string;

export type HtmlStringOptions = {
  hooks?: Record<string, NodeHook>;
  /** The HTML of a text node's text (escaped); plain escaping by default. */
  text?: (text: string) => string;
};

const isAttributes = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !('nodeType' in value);

function attributesHtml(attributes: Record<string, unknown>): string {
  let html = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined) continue;
    if (!ATTRIBUTE.test(name)) throw new Error(`Unexpected attribute name in a DOM spec: ${name}`);
    html += ` ${name}="${escapeAttribute(String(value))}"`;
  }
  return html;
}

/** A DOM spec as HTML, with `hole` where the spec's 0 stands. */
function specHtml(spec: DOMOutputSpec, hole: string): string {
  if (typeof spec === 'string') return escapeText(spec);
  if (!Array.isArray(spec)) throw new Error('DOM nodes in a DOM spec are not supported');
  const [tag, ...rest] = spec as readonly unknown[];
  if (typeof tag !== 'string' || !TAG.test(tag))
    throw new Error(`Unexpected tag in a DOM spec: ${String(tag)}`);
  const attributes = isAttributes(rest[0]) ? attributesHtml(rest.shift() as Record<string, unknown>) : '';
  if (VOID_ELEMENTS.has(tag)) return `<${tag}${attributes}>`;
  const inner = rest.map((child) => (child === 0 ? hole : specHtml(child as DOMOutputSpec, hole))).join('');
  return `<${tag}${attributes}>${inner}</${tag}>`;
}

/** Serializes nodes of one schema to HTML text. */
export function htmlStringSerializer(serializer: DOMSerializer, options: HtmlStringOptions = {}) {
  const hooks = options.hooks ?? {};
  const text = options.text ?? escapeText;
  // Random, so that no attribute value can contain it.
  const HOLE = `\u0000${Math.random().toString(36).slice(2)}\u0000`;

  const markTags = (mark: Mark): [string, string] => {
    const toDOM = serializer.marks[mark.type.name];
    if (!toDOM) return ['', ''];
    const [open, close] = specHtml(toDOM(mark, true), HOLE).split(HOLE);
    return [open ?? '', close ?? ''];
  };

  // Like ProseMirror's DOMSerializer, neighbours that share marks share their elements.
  const inlineHtml = (parent: ProseMirrorNode): string => {
    let html = '';
    const open: { mark: Mark; close: string }[] = [];
    parent.forEach((child) => {
      const marks = child.marks;
      let kept = 0;
      while (kept < open.length && kept < marks.length && marks[kept]!.eq(open[kept]!.mark)) kept += 1;
      while (open.length > kept) html += open.pop()!.close;
      for (const mark of marks.slice(kept)) {
        const [start, close] = markTags(mark);
        html += start;
        open.push({ mark, close });
      }
      html += nodeHtml(child);
    });
    while (open.length > 0) html += open.pop()!.close;
    return html;
  };

  // A block carrying marks (a paragraph suggested whole) sits inside their elements, as
  // ProseMirror's DOMSerializer writes it: `<ins data-suggestion=…><p>…</p></ins>`.
  const blockHtml = (node: ProseMirrorNode): string => {
    let html = nodeHtml(node);
    for (let index = node.marks.length - 1; index >= 0; index -= 1) {
      const [start, close] = markTags(node.marks[index]!);
      html = start + html + close;
    }
    return html;
  };

  const contentHtml = (node: ProseMirrorNode): string => {
    if (node.inlineContent) return inlineHtml(node);
    let html = '';
    node.forEach((child) => {
      html += child.marks.length > 0 ? blockHtml(child) : nodeHtml(child);
    });
    return html;
  };

  function nodeHtml(node: ProseMirrorNode): string {
    const hook = hooks[node.type.name];
    return hook ? hook(node, schemaHtml) : schemaHtml(node);
  }

  function schemaHtml(node: ProseMirrorNode): string {
    if (node.isText) return text(node.text ?? '');
    const toDOM = serializer.nodes[node.type.name];
    if (!toDOM) throw new Error(`No HTML for the node ${node.type.name}`);
    return specHtml(toDOM(node), node.isLeaf ? '' : contentHtml(node));
  }

  /** The HTML of a document's content (the doc node itself has no element). */
  return (doc: ProseMirrorNode) => contentHtml(doc);
}
