import { countSuggestions } from '@lexdraft/editor-schema';
import type { JSONContent } from '@tiptap/core';
import { documentJsonToHtml, htmlToDocumentJson, schema } from '../../lib/editor-document.js';
import { applyMarkers } from './apply-markers.js';
import type { ExternalThread } from './external-threads.js';
import { keepUnchangedBlocks, type PrintedField } from './keep-unchanged-blocks.js';
import { type ConvertedRedline, wordMarks } from './word-marks.js';

// From the converted Word body (HTML with markers) to the new version's HTML: the markers made
// suggestion and comment marks, then the blocks the counterparty left alone swapped back for the
// current version's (keep-unchanged-blocks.ts).

/** The new version's body and what it made. */
export type BuiltRedline = { html: string; suggestions: number; threads: ExternalThread[] };

/**
 * Builds the new version from a converted redline and the current body, whose merge fields each
 * carry their printed text in `value` (current-body.ts).
 */
export function buildRedline(converted: ConvertedRedline, current: JSONContent): BuiltRedline {
  const { threads, marks } = wordMarks(converted);
  const marked = applyMarkers(schema.nodeFromJSON(htmlToDocumentJson(converted.html)), marks);
  const printed: PrintedField = (field) => String(field.attrs.value ?? '');
  const imported = keepUnchangedBlocks(marked.doc, schema.nodeFromJSON(current), printed);
  return {
    html: documentJsonToHtml(imported.toJSON()),
    suggestions: countSuggestions(imported),
    threads: threads.map(({ id, word, range }) => ({ id, word, quote: marked.quotes.get(range) ?? '' })),
  };
}
