import type { Schema } from '@tiptap/pm/model';
import { DOMParser as ProseMirrorParser } from '@tiptap/pm/model';
import { diffWordsWithSpace } from 'diff';
import { inertBody } from './rewrite-range';

// The word diff a suggestion is reviewed with: the original's and the rewrite's text, block breaks
// as line breaks, each merge field one token (so a field is kept, dropped or added whole).

/** One piece of the diff's text, or a merge field. */
export type DiffPiece = { kind: 'text'; text: string } | { kind: 'field'; id: string };

/** A run of the diff: unchanged, removed from the original, or added by the suggestion. */
export interface DiffRun {
  change: 'same' | 'removed' | 'added';
  pieces: DiffPiece[];
}

// Private-use characters stand for fields while diffing: one character, never in a document's text.
const FIELD_BASE = 0xe000;

function textOf(schema: Schema, html: string, fieldIds: string[]): string {
  const doc = ProseMirrorParser.fromSchema(schema).parse(inertBody(html));
  return doc.textBetween(0, doc.content.size, '\n', (leaf) => {
    if (leaf.type.name === 'hardBreak') return '\n';
    if (leaf.type.name !== 'mergeField') return '';
    const id = String(leaf.attrs.id);
    let index = fieldIds.indexOf(id);
    if (index < 0) index = fieldIds.push(id) - 1;
    return String.fromCharCode(FIELD_BASE + index);
  });
}

function pieces(text: string, fieldIds: readonly string[]): DiffPiece[] {
  const out: DiffPiece[] = [];
  let run = '';
  for (const char of text) {
    const index = char.charCodeAt(0) - FIELD_BASE;
    if (index >= 0 && index < fieldIds.length) {
      if (run) out.push({ kind: 'text', text: run });
      run = '';
      out.push({ kind: 'field', id: fieldIds[index]! });
    } else run += char;
  }
  if (run) out.push({ kind: 'text', text: run });
  return out;
}

/** The word diff from the original HTML to the suggestion's, in the editor's schema. */
export function rewriteDiff(schema: Schema, originalHtml: string, suggestionHtml: string): DiffRun[] {
  const fieldIds: string[] = [];
  const before = textOf(schema, originalHtml, fieldIds);
  const after = textOf(schema, suggestionHtml, fieldIds);
  return diffWordsWithSpace(before, after).map((change) => ({
    change: change.added ? 'added' : change.removed ? 'removed' : 'same',
    pieces: pieces(change.value, fieldIds),
  }));
}

/** True when the suggestion changes nothing a reader would see. */
export function isUnchanged(runs: readonly DiffRun[]): boolean {
  return runs.every((run) => run.change === 'same');
}
