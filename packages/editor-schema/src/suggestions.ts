import {
  applySuggestion,
  applySuggestions,
  revertSuggestion,
  revertSuggestions,
} from '@handlewithcare/prosemirror-suggest-changes';
import type { Mark, Node as ProseMirrorNode } from '@tiptap/pm/model';
import { type Command, EditorState } from '@tiptap/pm/state';
import type { SuggestionAttributes } from './suggestion-marks.js';

/** One pending suggestion as the Changes tab and `GET …/suggestions` list it. */
export interface SuggestionSummary {
  id: string;
  kind: 'insert' | 'delete';
  author: { id: string | null; name: string };
  at: string | null;
  /** The inserted or deleted text (fields as `{{id}}`); a paragraph break alone reads "¶". */
  text: string;
}

/** The name shown for a suggestion or comment whose author is not known (none stored, or a Word change without one). */
export const UNKNOWN_AUTHOR = 'Unknown author';

// The library anchors an inserted or deleted paragraph break with a zero-width space.
const ANCHOR = /\u200B/g;
const KIND = { insertion: 'insert', deletion: 'delete' } as const;

function suggestionMarkOf(marks: readonly Mark[]): Mark | undefined {
  return marks.find((mark) => mark.type.name === 'insertion' || mark.type.name === 'deletion');
}

function textOf(node: ProseMirrorNode): string {
  if (node.isText) return node.text ?? '';
  if (node.type.name === 'mergeField') return `{{${String(node.attrs.id ?? '')}}}`;
  if (node.isLeaf) return '';
  return `${node.textBetween(0, node.content.size, '\n', (leaf) => textOf(leaf))}\n`;
}

/**
 * The document's pending suggestions in document order: one per id and kind (a replacement is a
 * deletion and an insertion sharing an id), its text the marked text joined.
 */
export function listSuggestions(doc: ProseMirrorNode): SuggestionSummary[] {
  const byKey = new Map<string, SuggestionSummary>();
  doc.descendants((node) => {
    const mark = suggestionMarkOf(node.marks);
    if (!mark) return true;
    const attrs = mark.attrs as SuggestionAttributes;
    const kind = KIND[mark.type.name as keyof typeof KIND];
    const key = `${kind}:${attrs.id}`;
    let entry = byKey.get(key);
    if (!entry) {
      entry = {
        id: String(attrs.id),
        kind,
        author: { id: attrs.authorId, name: attrs.authorName ?? UNKNOWN_AUTHOR },
        at: attrs.at,
        text: '',
      };
      byKey.set(key, entry);
    }
    entry.text += textOf(node);
    // A block marked whole holds no further marked descendants worth listing apart.
    return false;
  });
  return [...byKey.values()].map((entry) => {
    const text = entry.text.replace(ANCHOR, '').trim();
    return { ...entry, text: text === '' ? '¶' : text };
  });
}

/** How many suggestions are pending (as listSuggestions counts them). */
export function countSuggestions(doc: ProseMirrorNode): number {
  return listSuggestions(doc).length;
}

/** The suggest-changes library's command that accepts or rejects one suggestion (by id) or all. */
export function settleCommand(action: 'accept' | 'reject', id?: string): Command {
  if (id === undefined) return action === 'accept' ? applySuggestions : revertSuggestions;
  return action === 'accept' ? applySuggestion(id) : revertSuggestion(id);
}

/**
 * The document with one suggestion (by id: both parts of a replacement) or all of them accepted or
 * rejected, by the suggest-changes library's own commands; null when no suggestion has that id.
 */
export function settleSuggestions(
  doc: ProseMirrorNode,
  action: 'accept' | 'reject',
  id?: string,
): ProseMirrorNode | null {
  if (id !== undefined && !listSuggestions(doc).some((entry) => entry.id === id)) return null;
  const state = EditorState.create({ doc });
  const command = settleCommand(action, id);
  let settled = doc;
  command(state, (tr) => {
    settled = tr.doc;
  });
  return settled;
}
