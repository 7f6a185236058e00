import { type DocumentClause, fieldMarker, isFieldId, type JsonNode, missingClauseTop } from '@lexdraft/core';
import type { Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import type { AnalysisFinding } from '@/api/ai';
import { clauseRange, editorClauses, findQuote, type TextRange } from './editor-clauses';
import { highlightRange } from './finding-highlight';

// What a finding points at in the document: its clause, and its quote within it when the text is
// still there. Read when the user clicks the finding, from the document as it is then.

export interface FindingPlace {
  clause: DocumentClause | null;
  /** The clause's whole range. */
  clauseRange: TextRange | null;
  /** The quote's text, when found. */
  quote: TextRange | null;
}

/** Finds a finding's clause and quote in the editor's document now. */
export function locateFinding(editor: Editor, finding: AnalysisFinding): FindingPlace {
  const found = editorClauses(editor);
  const clause = finding.clause_id
    ? (found.clauses.find((entry) => entry.id === finding.clause_id) ?? null)
    : null;
  const range = clause ? clauseRange(found, clause) : null;
  let quote: TextRange | null = null;
  if (finding.quote.trim() !== '') {
    quote = findQuote(found.doc, finding.quote, range ?? undefined);
    // A model may name the wrong clause for a quote that is elsewhere.
    if (!quote && range) quote = findQuote(found.doc, finding.quote);
  }
  return { clause, clauseRange: range, quote };
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Scrolls the document to a range, selects it and marks it (the selection is not painted while
 * focus is in the panel). Focus stays where it is. False when there is nothing to show.
 */
export function revealRange(editor: Editor, range: TextRange): boolean {
  if (editor.isDestroyed) return false;
  const { doc } = editor.state;
  const from = Math.min(range.from, doc.content.size);
  const to = Math.min(range.to, doc.content.size);
  editor.view.dispatch(
    editor.state.tr.setSelection(TextSelection.between(doc.resolve(from), doc.resolve(to))),
  );
  highlightRange(editor, { from, to });
  const { node } = editor.view.domAtPos(from);
  const element = node instanceof Element ? node : node.parentElement;
  element?.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  return true;
}

/** The range to show for a finding: its quote, else its clause's heading. */
export function findingTarget(editor: Editor, place: FindingPlace): TextRange | null {
  if (place.quote) return place.quote;
  if (!place.clauseRange) return null;
  const heading = editor.state.doc.nodeAt(place.clauseRange.from);
  if (!heading) return null;
  return { from: place.clauseRange.from + 1, to: place.clauseRange.from + heading.nodeSize - 1 };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// A field's marker as core's scan reads it: `{{id}}` with a valid id.
export const FIELD_MARKER = /\{\{([^{}]{1,60})\}\}/g;

/** A line of suggested text as editor HTML: `{{id}}` markers become merge fields again. */
function inlineHtml(text: string): string {
  return escapeHtml(text).replace(FIELD_MARKER, (marker, id: string) =>
    isFieldId(id) ? `<span data-merge-field="${id}">${fieldMarker(id)}</span>` : marker,
  );
}

/**
 * A finding's suggestion as HTML: inline text to put in place of a quote, or paragraphs to add
 * (blank lines part them) when the finding is about something missing.
 */
export function suggestionHtml(suggestion: string, asParagraphs: boolean): string {
  if (!asParagraphs) return inlineHtml(suggestion.trim()).replace(/\n/g, '<br>');
  return suggestion
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${inlineHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * Where a suggestion for something missing goes: after its clause; else, for a clause the document
 * lacks, before the signatures and after the last numbered clause (core's missingClauseTop).
 */
export function insertionPoint(editor: Editor, place: FindingPlace): TextRange {
  if (place.clauseRange) return { from: place.clauseRange.to, to: place.clauseRange.to };
  const { doc } = editor.state;
  const top = missingClauseTop(doc.toJSON() as JsonNode);
  let at = 0;
  for (let index = 0; index < top && index < doc.childCount; index += 1) at += doc.child(index).nodeSize;
  return { from: at, to: at };
}
