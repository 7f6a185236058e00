// A header's or footer's own text (an imported Word band's `content`, HTML the server sanitized) as
// the lines the exports print (export/band-text.ts): one per paragraph or line break, its fields
// apart. Only read as text here, never put into the page as HTML.

export type BandPiece = { text: string } | { field: string };
export type BandLine = BandPiece[];

const BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'BLOCKQUOTE', 'PRE']);

function inline(node: Node, lines: BandLine[]): void {
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) lines.at(-1)?.push({ text: child.textContent ?? '' });
    else if (child instanceof Element) {
      const field = child.getAttribute('data-merge-field');
      if (field) lines.at(-1)?.push({ field });
      else if (child.tagName === 'BR') lines.push([]);
      else inline(child, lines);
    }
  }
}

function blocks(node: Node, lines: BandLine[]): void {
  for (const child of node.childNodes) {
    if (!(child instanceof Element)) continue;
    if (BLOCKS.has(child.tagName)) {
      lines.push([]);
      inline(child, lines);
    } else blocks(child, lines);
  }
}

const isBlank = (line: BandLine) => line.every((piece) => 'text' in piece && piece.text.trim() === '');

/** The lines of a band's content; none without text. Blank lines at either end are dropped. */
export function bandLines(content: string | undefined): BandLine[] {
  if (!content || content.trim() === '') return [];
  const lines: BandLine[] = [];
  blocks(new DOMParser().parseFromString(content, 'text/html').body, lines);
  while (lines.length > 0 && isBlank(lines[0]!)) lines.shift();
  while (lines.length > 0 && isBlank(lines.at(-1)!)) lines.pop();
  return lines;
}
