import { type BandLine, bandLinesOf } from '@lexdraft/editor-schema';
import { htmlToDocumentJson } from '../../lib/editor-document.js';

// A header's or footer's own text (an imported Word band's `content`) as the lines the exports
// print (editor-schema's bandLinesOf), with the fields filled like the body's.

export type { BandLine } from '@lexdraft/editor-schema';

/** The lines of a band's content; none for a band without text. */
export function bandLines(content: string | undefined): BandLine[] {
  if (!content || content.trim() === '') return [];
  return bandLinesOf(htmlToDocumentJson(content));
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
