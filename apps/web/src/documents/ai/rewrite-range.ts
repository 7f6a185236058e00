import { type Editor, getHTMLFromFragment } from '@tiptap/core';
import { closeHistory } from '@tiptap/pm/history';
import {
  type Fragment,
  type Node as ProseMirrorNode,
  DOMParser as ProseMirrorParser,
  type Slice,
} from '@tiptap/pm/model';
import { TextSelection, type Transaction } from '@tiptap/pm/state';
import type { TextRange } from './editor-clauses';

// The text a rewrite replaces: its HTML as sent, where it is now while the user edits elsewhere,
// and whether it is still as it was. A suggestion is applied only to the text it was written for.

/** The HTML of a range of the document, merge-field spans included (as the commands route takes it). */
export function rangeHtml(editor: Editor, range: TextRange): string {
  return getHTMLFromFragment(editor.state.doc.slice(range.from, range.to).content, editor.schema);
}

/** Parses HTML without running it: a parsed document loads no image and runs no script. */
export function inertBody(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;
}

/** The suggestion's HTML as a slice of the editor's schema, open as deep as it goes (as a paste is). */
export function suggestionSlice(editor: Editor, html: string): Slice {
  return ProseMirrorParser.fromSchema(editor.schema).parseSlice(inertBody(html));
}

/**
 * The part of a range that holds text: without the block boundaries at its ends. A triple click
 * selects up to the start of the next block; rewriting that boundary would join the blocks.
 * Null when the range holds no text at all.
 */
export function textOnly(doc: ProseMirrorNode, range: TextRange): TextRange | null {
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  doc.nodesBetween(range.from, range.to, (node, pos) => {
    if (!node.isInline) return true;
    from = Math.min(from, Math.max(pos, range.from));
    to = Math.max(to, Math.min(pos + node.nodeSize, range.to));
    return false;
  });
  return from < to ? { from, to } : null;
}

/** A range followed through the editor's changes, and whether its text is still what it was. */
export interface TrackedRange {
  /** Where the text is now. */
  current: () => TextRange;
  /** True while the text is as it was when tracking began (changes elsewhere do not count). */
  unchanged: () => boolean;
  stop: () => void;
}

/** Follows `range` through every transaction of the editor until `stop`. */
export function trackRange(editor: Editor, range: TextRange): TrackedRange {
  let { from, to } = range;
  const original: Fragment = editor.state.doc.slice(from, to).content;
  const onTransaction = ({ transaction }: { transaction: Transaction }) => {
    if (!transaction.docChanged) return;
    // Text typed right before or after the range is not part of it.
    from = transaction.mapping.map(from, 1);
    to = Math.max(from, transaction.mapping.map(to, -1));
  };
  editor.on('transaction', onTransaction);
  return {
    current: () => ({ from, to }),
    unchanged: () =>
      !editor.isDestroyed &&
      to <= editor.state.doc.content.size &&
      editor.state.doc.slice(from, to).content.eq(original),
    stop: () => editor.off('transaction', onTransaction),
  };
}

/**
 * Replaces the range with the suggestion in one transaction and one undo step (whatever was typed
 * just before stays a step of its own), then selects the new text. False when the editor is gone.
 */
export function applySuggestion(editor: Editor, range: TextRange, html: string): boolean {
  if (editor.isDestroyed) return false;
  const slice = suggestionSlice(editor, html);
  const tr = closeHistory(editor.state.tr);
  tr.replaceRange(range.from, range.to, slice);
  const end = tr.mapping.map(range.to, 1);
  const start = Math.min(tr.mapping.map(range.from, -1), end);
  tr.setSelection(TextSelection.between(tr.doc.resolve(start), tr.doc.resolve(end)));
  tr.scrollIntoView();
  editor.view.dispatch(tr);
  return true;
}
