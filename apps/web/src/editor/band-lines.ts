import { type BandLine, bandLinesOf, createSchemaExtensions } from '@lexdraft/editor-schema';
import { generateJSON } from '@tiptap/core';

// A header's or footer's own text (an imported Word band's `content`, HTML the server sanitized) as
// the lines the exports print: parsed by the editor's own schema (inertly, as the editor parses any
// content) and walked by editor-schema's bandLinesOf, the exports' walk. Only ever shown as text.

export type { BandLine } from '@lexdraft/editor-schema';

const extensions = createSchemaExtensions();

/** The lines of a band's content; none without text. Blank lines at either end are dropped. */
export function bandLines(content: string | undefined): BandLine[] {
  if (!content || content.trim() === '') return [];
  return bandLinesOf(generateJSON(content, extensions));
}
