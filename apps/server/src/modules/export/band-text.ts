import type { JSONContent } from '@tiptap/core';
import { htmlToDocumentJson } from '../../lib/editor-document.js';

// A header's or footer's own text (an imported Word band's `content`, sanitized HTML with merge
// fields) as the lines it prints: one per paragraph or line break, each a run of text and fields.
// The print boxes of the PDF hold text only, and the Word band the same lines, so both show it as
// plain text; the fields are filled like the body's.

export type BandPiece = { text: string } | { field: string };
export type BandLine = BandPiece[];

const childrenOf = (node: JSONContent): JSONContent[] => (Array.isArray(node.content) ? node.content : []);

function lineOf(node: JSONContent, lines: BandLine[]): void {
  let line: BandLine = [];
  for (const child of childrenOf(node)) {
    if (child.type === 'text' && typeof child.text === 'string') line.push({ text: child.text });
    else if (child.type === 'mergeField' && typeof child.attrs?.id === 'string')
      line.push({ field: child.attrs.id });
    else if (child.type === 'hardBreak') {
      lines.push(line);
      line = [];
    }
  }
  lines.push(line);
}

function collect(node: JSONContent, lines: BandLine[]): BandLine[] {
  if (node.type === 'paragraph' || node.type === 'heading') lineOf(node, lines);
  else for (const child of childrenOf(node)) collect(child, lines);
  return lines;
}

/** The lines of a band's content; none for a band without text. Blank lines at either end are dropped. */
export function bandLines(content: string | undefined): BandLine[] {
  if (!content || content.trim() === '') return [];
  const lines = collect(htmlToDocumentJson(content), []);
  const blank = (line: BandLine) => line.every((piece) => 'text' in piece && piece.text.trim() === '');
  while (lines.length > 0 && blank(lines[0]!)) lines.shift();
  while (lines.length > 0 && blank(lines.at(-1)!)) lines.pop();
  return lines;
}

/** The field ids of some lines, each once. */
export const bandFieldIds = (lines: BandLine[]): string[] => [
  ...new Set(lines.flatMap((line) => line.flatMap((piece) => ('field' in piece ? [piece.field] : [])))),
];

/** The lines as text, each field as its text. */
export const bandTextLines = (lines: BandLine[], field: (id: string) => { text: string }): string[] =>
  lines.map((line) =>
    line.map((piece) => ('field' in piece ? field(piece.field).text : piece.text)).join(''),
  );
