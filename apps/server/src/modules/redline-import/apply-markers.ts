import type { Mark, Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Transform } from '@tiptap/pm/transform';
import { MARKERS, readMarker } from './sentinels.js';

// The converted Word body carries its tracked changes and comment ranges as marker text
// (sentinels.ts). Here each marked range gets its mark (insertion, deletion, comment) and the
// markers go. Marks are flat on text in ProseMirror, so a change that crosses bold, a link or a
// paragraph's end is marked piece by piece, whatever the HTML's nesting was.

/** The mark for change n and comment range n, or undefined to leave that range unmarked. */
export type MarkerMarks = {
  change: (index: number) => Mark | undefined;
  comment: (index: number) => Mark | undefined;
};

/** The document with its markers made marks, and the text each marked comment range covers, by range index. */
export function applyMarkers(
  doc: ProseMirrorNode,
  marks: MarkerMarks,
): { doc: ProseMirrorNode; quotes: Map<number, string> } {
  const markers: { from: number; to: number; key: string; edge: 'open' | 'close' }[] = [];
  doc.descendants((node, pos) => {
    if (!node.isText) return;
    for (const match of (node.text ?? '').matchAll(MARKERS)) {
      const { kind, edge, index } = readMarker(match[1] ?? '', match[2] ?? '');
      const from = pos + match.index;
      markers.push({ from, to: from + match[0].length, key: `${kind} ${index}`, edge });
    }
  });

  const opened = new Map<string, number>();
  const ranges: { key: string; from: number; to: number }[] = [];
  for (const marker of markers) {
    if (marker.edge === 'open') opened.set(marker.key, marker.to);
    else {
      const from = opened.get(marker.key);
      if (from !== undefined && from < marker.from) ranges.push({ key: marker.key, from, to: marker.from });
      opened.delete(marker.key);
    }
  }

  const transform = new Transform(doc);
  for (const { key, from, to } of ranges) {
    const [kind, index] = key.split(' ');
    const mark = kind === 'change' ? marks.change(Number(index)) : marks.comment(Number(index));
    if (mark) transform.addMark(from, to, mark);
  }
  // Positions are unchanged by marks: the markers go from the last to the first.
  for (const { from, to } of [...markers].reverse()) transform.delete(from, to);

  const quotes = new Map<number, string>();
  for (const { key, from, to } of ranges) {
    const [kind, index] = key.split(' ');
    if (kind !== 'comment') continue;
    const start = transform.mapping.map(from, 1);
    const end = Math.max(start, transform.mapping.map(to, -1));
    quotes.set(Number(index), transform.doc.textBetween(start, end, '\n', ' '));
  }
  return { doc: transform.doc, quotes };
}
