import { logicProblems, structureMarkers } from '@lexdraft/core';
import type { JSONContent } from '@tiptap/core';
import { documentJsonToHtml, htmlToDocumentJson } from './editor-document.js';
import { hasStoredLogic, logicSkeleton } from './logic-skeleton.js';

// Document assembly on save (issue 30): logic typed as text ({{#if}} paragraphs, {{id | format}})
// becomes the schema's nodes whatever path the HTML came by (an API client, an import, a paste),
// and stored logic that does not read is refused before anything is written. It runs on the
// sanitizer's worker threads (html-sanitizer-worker.ts), after sanitizing.
//
// Parsing HTML into the schema and back costs seconds per megabyte, so it is done only when typed
// markers could become nodes: a closing block marker or a formatted field in text. Stored logic
// alone is checked on a skeleton read in one pass (logic-skeleton.ts); an unbalanced marker being
// typed costs nothing.

// A merge-field span holds its own marker, `{{id | format}}` included: not typed text.
const FIELD_SPAN = /<span [^>]*data-merge-field=[^>]*>[^<]*<\/span>/g;
const STRUCTURABLE = /\{\{\s*\/\s*(?:if|each)\s*\}\}|\{\{[^{}<>]*\|[^{}<>]*\}\}/;

/** Stored HTML with its logic structured, or the first problem of its logic (a 422's detail). */
export type StructuredHtml = { ok: true; html: string } | { ok: false; detail: string };

function mayStructure(html: string): boolean {
  // Most saves hold no closing marker and no format at all: they skip the copy without field spans.
  return html.includes('{{') && STRUCTURABLE.test(html) && STRUCTURABLE.test(html.replace(FIELD_SPAN, ''));
}

/** Sanitized HTML with typed markers made nodes and its stored logic checked; HTML without logic is kept as it is. */
export function structureStoredHtml(html: string): StructuredHtml {
  if (mayStructure(html)) {
    const json = htmlToDocumentJson(html);
    const structured = structureMarkers(json) as JSONContent;
    const [problem] = logicProblems(structured);
    if (problem !== undefined) return { ok: false, detail: problem };
    return { ok: true, html: structured === json ? html : documentJsonToHtml(structured) };
  }
  if (!hasStoredLogic(html)) return { ok: true, html };
  const [problem] = logicProblems(logicSkeleton(html));
  return problem === undefined ? { ok: true, html } : { ok: false, detail: problem };
}
