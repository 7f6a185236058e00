import { fieldMarker } from '../merge-fields/grammar.js';
import type { JsonNode } from '../merge-fields/scan.js';

// The text blocks of an editor document (the editor's JSON, as TipTap's getJSON() or the server's
// htmlToDocumentJson gives it), in reading order. Clauses and the built-in reviewer read a document
// through these, so that the web and the server see the same blocks.

/** Where a block sits: in the body, a list item, a table cell or a quotation. */
export type BlockContainer = 'body' | 'list' | 'table' | 'quote';

/** One text block (paragraph, heading or code block) of a document. */
export interface DocumentBlock {
  /** Its place among the document's text blocks, in reading order. */
  index: number;
  /** The index of the top-level node that holds it: `doc.child(top)` in the editor. */
  top: number;
  type: 'heading' | 'paragraph' | 'codeBlock';
  /** A heading's level (1-6); 0 for other blocks. */
  level: number;
  container: BlockContainer;
  /** Its text: merge fields as their `{{id}}` marker, hard breaks as a newline, other atoms as nothing. */
  text: string;
  /**
   * How much of its text is bold from the start: all of it (a title written as a bold paragraph),
   * the first `bold` characters (a lead-in: "**Notices.** All notices..."), or none (0).
   */
  bold: number;
}

const TEXT_BLOCKS = new Set(['heading', 'paragraph', 'codeBlock']);
const CONTAINERS: Record<string, BlockContainer> = {
  bulletList: 'list',
  orderedList: 'list',
  listItem: 'list',
  table: 'table',
  blockquote: 'quote',
};

function inlineText(node: JsonNode): string {
  let text = '';
  for (const child of node.content ?? []) {
    if (typeof child.text === 'string') text += child.text;
    else if (child.type === 'mergeField' && typeof child.attrs?.id === 'string')
      text += fieldMarker(child.attrs.id);
    else if (child.type === 'hardBreak') text += '\n';
    else if (child.content) text += inlineText(child);
  }
  return text;
}

// The length of the bold text a block starts with: its first text nodes while they are bold.
function boldLead(node: JsonNode): number {
  let length = 0;
  for (const child of node.content ?? []) {
    if (typeof child.text !== 'string' || !child.marks?.some((mark) => mark.type === 'bold')) break;
    length += child.text.length;
  }
  return length;
}

/** The text blocks of a document JSON, in reading order; a table is read row by row, cell by cell. */
export function documentBlocks(doc: JsonNode): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  const visit = (node: JsonNode, top: number, container: BlockContainer) => {
    if (node.type && TEXT_BLOCKS.has(node.type)) {
      const level = node.type === 'heading' ? Number(node.attrs?.level) || 1 : 0;
      const type = node.type as DocumentBlock['type'];
      const text = inlineText(node);
      blocks.push({ index: blocks.length, top, type, level, container, text, bold: boldLead(node) });
      return;
    }
    // The innermost container names the block's place: a paragraph of a list in a table cell is in a list.
    const inner = (node.type && CONTAINERS[node.type]) || container;
    for (const child of node.content ?? []) visit(child, top, inner);
  };
  (doc.content ?? []).forEach((node, top) => {
    visit(node, top, 'body');
  });
  return blocks;
}
