import {
  disableSuggestChanges,
  enableSuggestChanges,
  isSuggestChangesEnabled,
  suggestChanges,
  suggestChangesKey,
  transformToSuggestionTransaction,
} from '@handlewithcare/prosemirror-suggest-changes';
import type { Editor } from '@tiptap/core';
import { type EditorState, Plugin, type Transaction } from '@tiptap/pm/state';
import { ReplaceStep } from '@tiptap/pm/transform';
import { useAuthStore } from '@/auth/auth-store';
import { suggestionAuthors, writeAuthorColours } from './author-colours';
import { stampAuthors } from './author-stamp';
import { currentSuggestionPlugin } from './current-suggestion';
import { suggestionDecorationsPlugin } from './suggestion-decorations';
import { generateSuggestionId } from './suggestion-id';
import './suggesting.css';

// Suggesting mode's code (fetched by suggesting-loader.ts): the suggest-changes library turns an
// edit into suggestion marks, this module stamps them with the signed-in user and the time, and
// colours each author's suggestions.

// prosemirror-history marks its undo and redo with this meta: they restore, they never suggest.
const HISTORY_META = 'history$';
const COLOUR_SCAN_MS = 400;

function isSkipped(tr: Transaction): boolean {
  const meta = tr.getMeta(suggestChangesKey) as { skip?: true } | undefined;
  return meta !== undefined && 'skip' in meta;
}

/**
 * Text edits (a ReplaceStep: typing, deleting, pasting, Enter) become suggestions. Formatting,
 * attribute and structure-only changes (marks, a heading level, a list) are applied directly: the
 * library's `modification` mark is not stored. Undo and redo, the library's own commands (accept,
 * reject, enable) and transactions kept out of the history (not the user's edits) pass unchanged.
 */
function routeTransaction(tr: Transaction, state: EditorState): Transaction {
  if (
    !tr.docChanged ||
    !isSuggestChangesEnabled(state) ||
    tr.getMeta(HISTORY_META) ||
    tr.getMeta('addToHistory') === false ||
    isSkipped(tr) ||
    !tr.steps.some((step) => step instanceof ReplaceStep)
  ) {
    return tr;
  }
  const tracked = transformToSuggestionTransaction(tr, state, generateSuggestionId);
  const user = useAuthStore.getState().user;
  if (user) stampAuthors(tracked, { id: user.id, name: user.full_name }, new Date().toISOString());
  return tracked;
}

/**
 * The library's plugin (the enabled state, the caret stepping over its zero-width anchors) without
 * its decorations, which walk the whole document on every change: suggestion-decorations.ts keeps
 * the same ones up to date around each edit.
 */
function suggestChangesPlugin(): Plugin {
  const library = suggestChanges();
  return new Plugin({ ...library.spec, props: { handleKeyDown: library.spec.props?.handleKeyDown } });
}

/** Keeps a colour rule for every author in the document, rescanned a moment after edits stop. */
function authorColoursPlugin(): Plugin {
  return new Plugin({
    view(view) {
      writeAuthorColours(suggestionAuthors(view.state.doc));
      let timer: ReturnType<typeof setTimeout> | undefined;
      return {
        update(updated, previous) {
          if (updated.state.doc === previous.doc) return;
          clearTimeout(timer);
          timer = setTimeout(() => writeAuthorColours(suggestionAuthors(updated.state.doc)), COLOUR_SCAN_MS);
        },
        destroy: () => clearTimeout(timer),
      };
    },
  });
}

const installed = new WeakSet<Editor>();

/** Adds suggesting's plugins to the editor (once) and routes its transactions through the library. */
export function installSuggesting(editor: Editor): void {
  if (installed.has(editor)) return;
  installed.add(editor);
  editor.registerPlugin(suggestChangesPlugin());
  editor.registerPlugin(suggestionDecorationsPlugin());
  editor.registerPlugin(currentSuggestionPlugin());
  editor.registerPlugin(authorColoursPlugin());
  editor.storage.suggesting.route = routeTransaction;
}

/** Suggesting mode on: from now on edits are recorded as suggestions by the signed-in user. */
export function enableSuggesting(editor: Editor): void {
  installSuggesting(editor);
  if (!isSuggestChangesEnabled(editor.state)) enableSuggestChanges(editor.state, editor.view.dispatch);
}

/** Suggesting mode off: edits change the text again. */
export function disableSuggesting(editor: Editor): void {
  if (isSuggestChangesEnabled(editor.state)) disableSuggestChanges(editor.state, editor.view.dispatch);
}
