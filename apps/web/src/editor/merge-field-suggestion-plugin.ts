import type { Editor } from '@tiptap/core';
import type { Plugin } from '@tiptap/pm/state';
import { Suggestion } from '@tiptap/suggestion';
import { mergeFieldSuggestion } from './merge-field-suggestion';
import { renderMergeFieldSuggestions } from './merge-field-suggestion-popup';

/** The `{{` suggestion plugin of an editor's mergeField node, with its React popup. */
export function createMergeFieldSuggestionPlugin(editor: Editor, nodeName: string): Plugin {
  return Suggestion(mergeFieldSuggestion({ editor, nodeName, render: renderMergeFieldSuggestions }));
}
