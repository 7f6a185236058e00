import { settleCommand } from '@lexdraft/editor-schema';
import type { Editor } from '@tiptap/core';
import { showSuggestionTransaction } from './current-suggestion';

/**
 * Accepts or rejects one suggestion (by id: both parts of a replacement) or all of them in the
 * editor, by the library's commands. Their transactions carry the library's skip meta, so that they
 * are never suggested themselves; they are in the undo history, and the autosave stores the result.
 */
export function settleInEditor(editor: Editor, action: 'accept' | 'reject', id?: string): boolean {
  return settleCommand(action, id)(editor.state, editor.view.dispatch);
}

/** Selects the suggestion, scrolls it into view and outlines it; false when it is gone. */
export function showInEditor(editor: Editor, id: string): boolean {
  const tr = showSuggestionTransaction(editor.state, id);
  if (!tr) return false;
  editor.view.dispatch(tr);
  return true;
}
