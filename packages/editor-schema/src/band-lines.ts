import type { JSONContent } from '@tiptap/core';

// A header's or footer's own text (an imported Word band's `content`, sanitized HTML with merge
// fields) as the lines it prints: one per paragraph or line break, each a run of text and fields.
// The PDF's margin boxes hold text only, and the Word band and the editor's page view show the
// same lines, so all three read them from the band's editor JSON through this one walk.

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

const isBlank = (line: BandLine) => line.every((piece) => 'text' in piece && piece.text.trim() === '');

/** The lines of a band's content as editor JSON; blank lines at either end are dropped. */
export function bandLinesOf(document: JSONContent): BandLine[] {
  const lines = collect(document, []);
  while (lines.length > 0 && isBlank(lines[0] as BandLine)) lines.shift();
  while (lines.length > 0 && isBlank(lines.at(-1) as BandLine)) lines.pop();
  return lines;
}
