import {
  type ClauseHeading,
  clauseAtBlock,
  type DocumentClause,
  documentBlocks,
  documentClauses,
  fieldMarker,
  type JsonNode,
  parseBoldTitle,
  parseHeading,
  parseNumberedParagraph,
} from '@lexdraft/core';
import type { Editor } from '@tiptap/core';
import type { Node as PmNode, ResolvedPos } from '@tiptap/pm/model';

// The document's clauses in the editor, as core's documentClauses finds them (so that a clause id
// means the same clause here and on the server), with where each one is in the editor. They are
// read on demand (the AI tab's buttons, a finding's click, the gutter's Analyze), never per keystroke.

const TEXT_BLOCKS = new Set(['heading', 'paragraph', 'codeBlock']);
const CONTAINERS = new Set(['bulletList', 'orderedList', 'listItem', 'table', 'blockquote']);

/** The clauses of one state of the document and the position of each text block (before it). */
export interface EditorClauses {
  doc: PmNode;
  clauses: DocumentClause[];
  /** Indexed as core's documentBlocks: the position before each text block, in reading order. */
  blocks: number[];
}

/** The positions of the text blocks, in the order core's documentBlocks reads them. */
export function textBlockPositions(doc: PmNode): number[] {
  const positions: number[] = [];
  doc.descendants((node, pos) => {
    if (!TEXT_BLOCKS.has(node.type.name)) return true;
    positions.push(pos);
    return false;
  });
  return positions;
}

const cache = new WeakMap<PmNode, EditorClauses>();

/** The editor's clauses now; read once per state of the document. */
export function editorClauses(editor: Editor): EditorClauses {
  const { doc } = editor.state;
  let found = cache.get(doc);
  if (!found) {
    found = { doc, clauses: documentClauses(doc.toJSON() as JsonNode), blocks: textBlockPositions(doc) };
    cache.set(doc, found);
  }
  return found;
}

/** The index of the text block at or before `pos`; -1 before the first. */
function blockIndexAt(blocks: readonly number[], pos: number): number {
  let low = 0;
  let high = blocks.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (blocks[middle]! <= pos) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** The innermost clause holding a position (the caret's); null before the first clause. */
export function clauseAt(found: EditorClauses, pos: number): DocumentClause | null {
  return clauseAtBlock(found.clauses, blockIndexAt(found.blocks, pos));
}

/** The clause whose heading is the text block starting at `blockPos`, if it opens one. */
export function clauseOfBlock(found: EditorClauses, blockPos: number): DocumentClause | null {
  const index = blockIndexAt(found.blocks, blockPos);
  if (index < 0 || found.blocks[index] !== blockPos) return null;
  return found.clauses.find((clause) => clause.block === index) ?? null;
}

/** Where a clause is: its heading block's position, and the end of its last block. */
export function clauseRange(found: EditorClauses, clause: DocumentClause): { from: number; to: number } {
  const from = found.blocks[clause.start] ?? 0;
  const lastPos = found.blocks[Math.max(clause.start, clause.end - 1)] ?? from;
  const last = found.doc.nodeAt(lastPos);
  return { from, to: lastPos + (last?.nodeSize ?? 0) };
}

/** A clause's name as the panel shows it: "4. Confidentiality", "4.2 Fees", "Governing law". */
export function clauseLabel(clause: Pick<DocumentClause, 'number' | 'title'>): string {
  const number = clause.number && !clause.number.includes('.') ? `${clause.number}.` : clause.number;
  return [number, clause.title].filter(Boolean).join(' ') || 'Untitled clause';
}

// The innermost container a block is in, as core's documentBlocks names it.
function inTable($pos: ResolvedPos): boolean {
  for (let depth = $pos.depth; depth > 0; depth -= 1) {
    const name = $pos.node(depth).type.name;
    if (CONTAINERS.has(name)) return name === 'table';
  }
  return false;
}

/**
 * The clause heading a text block opens, judged on that block alone (as core's documentClauses
 * would): cheap enough to follow the pointer and the caret, which reading every clause is not.
 * `$inside` is a position inside the block.
 */
export function clauseHeadingOfBlock(block: PmNode, $inside: ResolvedPos): ClauseHeading | null {
  const heading = block.type.name === 'heading';
  if (!heading && (block.type.name !== 'paragraph' || inTable($inside))) return null;
  const [read] = documentBlocks({ type: 'doc', content: [block.toJSON() as JsonNode] });
  if (!read) return null;
  if (heading) return parseHeading(read.text);
  return parseNumberedParagraph(read.text) ?? parseBoldTitle(read.text, read.bold);
}

/** A text range of the document. */
export interface TextRange {
  from: number;
  to: number;
}

// Curly quotes and runs of white space, as a model may write them differently from the document.
function normalChar(char: string): string {
  if (/\s/.test(char)) return ' ';
  if (char === '\u2018' || char === '\u2019') return "'";
  if (char === '\u201c' || char === '\u201d') return '"';
  return char;
}

/** A block's text (fields as their `{{id}}` marker, as quotes write them) with each character's position. */
function blockText(block: PmNode, blockPos: number): { text: string; starts: number[]; ends: number[] } {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  block.forEach((child, offset) => {
    const pos = blockPos + 1 + offset;
    if (child.isText) {
      for (let index = 0; index < child.text!.length; index += 1) {
        const char = normalChar(child.text![index]!);
        if (char === ' ' && text.endsWith(' ')) continue;
        text += char;
        starts.push(pos + index);
        ends.push(pos + index + 1);
      }
      return;
    }
    const marker = child.type.name === 'mergeField' ? fieldMarker(String(child.attrs.id)) : ' ';
    for (const char of marker) {
      if (char === ' ' && text.endsWith(' ')) continue;
      text += char;
      starts.push(pos);
      ends.push(pos + child.nodeSize);
    }
  });
  return { text, starts, ends };
}

/**
 * Where a finding's quote is in the document: within `range` when given (its clause), else
 * anywhere; white space and curly quotes may differ. Null when the text is no longer there.
 */
export function findQuote(doc: PmNode, quote: string, range?: TextRange): TextRange | null {
  const wanted = Array.from(quote.trim(), normalChar).join('').replace(/ {2,}/g, ' ');
  if (wanted === '') return null;
  let found: TextRange | null = null;
  doc.nodesBetween(range?.from ?? 0, range?.to ?? doc.content.size, (node, pos) => {
    if (found) return false;
    if (!node.isTextblock) return true;
    const { text, starts, ends } = blockText(node, pos);
    const at = text.indexOf(wanted);
    if (at >= 0) found = { from: starts[at]!, to: ends[at + wanted.length - 1]! };
    return false;
  });
  return found;
}
