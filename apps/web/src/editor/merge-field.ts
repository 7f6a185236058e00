import { type MergeFieldAttributes, MergeField as MergeFieldNode } from '@lexdraft/editor-schema';
import { Suggestion } from '@tiptap/suggestion';
import {
  createMergeFieldStorage,
  type MergeFieldStorage,
  registerChip,
  unregisterChip,
} from './merge-field-display';
import { type MergeFieldSuggestionRender, mergeFieldSuggestion } from './merge-field-suggestion';

/** Options of the editor's mergeField node. */
export interface MergeFieldOptions {
  /** Renders the `{{` suggestion list; null leaves the suggestion out (schema-only editors, tests). */
  renderSuggestions: MergeFieldSuggestionRender | null;
}

/**
 * The schema's mergeField node with what only a browser editor needs: a plain-DOM chip painted by
 * merge-field-display.ts (no React per field: documents hold thousands), one-step deletion and the
 * `{{` suggestion.
 */
export const MergeField = MergeFieldNode.extend<MergeFieldOptions, MergeFieldStorage>({
  addOptions() {
    return { renderSuggestions: null };
  },

  addStorage() {
    return createMergeFieldStorage();
  },

  addNodeView() {
    return ({ node, editor }) => {
      const { id } = node.attrs as MergeFieldAttributes;
      const dom = document.createElement('span');
      dom.setAttribute('contenteditable', 'false');
      dom.dataset.mergeField = id;
      registerChip(editor, dom, id);
      return {
        dom,
        // Same field (marks may have changed around it): keep the painted chip.
        update: (next) => next.type === node.type && next.attrs.id === id,
        destroy: () => unregisterChip(editor, dom),
      };
    };
  },

  // Browsers differ on deleting a contenteditable=false span next to the caret; these make it one step.
  addKeyboardShortcuts() {
    const deleteField = (direction: 'backward' | 'forward') => () =>
      this.editor.commands.command(({ state, tr }) => {
        const { empty, $from } = state.selection;
        const node = direction === 'backward' ? $from.nodeBefore : $from.nodeAfter;
        if (!empty || node?.type !== this.type) return false;
        const from = direction === 'backward' ? $from.pos - node.nodeSize : $from.pos;
        tr.delete(from, from + node.nodeSize);
        return true;
      });
    return { Backspace: deleteField('backward'), Delete: deleteField('forward') };
  },

  addProseMirrorPlugins() {
    const render = this.options.renderSuggestions;
    return render
      ? [Suggestion(mergeFieldSuggestion({ editor: this.editor, nodeName: this.name, render }))]
      : [];
  },
});
