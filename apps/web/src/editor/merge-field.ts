import { type MergeFieldAttributes, MergeField as MergeFieldNode } from '@lexdraft/editor-schema';
import type { Editor } from '@tiptap/core';
import type { Plugin } from '@tiptap/pm/state';
import { lazyModule } from '@/lib/lazy-component';
import {
  createMergeFieldStorage,
  type MergeFieldStorage,
  registerChip,
  unregisterChip,
} from './merge-field-display';

// The `{{` list (the suggestion plugin, Floating UI under it and the React popup) is needed only once
// the user types: an editor fetches it when first focused, and DocumentEditor a while after it opens.
export const mergeFieldSuggestionCode = lazyModule(() => import('./merge-field-suggestion-plugin'));

// Editors that have the plugin: registered at creation when the code was here, or once fetched.
const withSuggestions = new WeakSet<Editor>();

function addSuggestions(editor: Editor, nodeName: string, register: (plugin: Plugin) => void) {
  const loaded = mergeFieldSuggestionCode.current;
  if (!loaded || withSuggestions.has(editor)) return;
  withSuggestions.add(editor);
  register(loaded.createMergeFieldSuggestionPlugin(editor, nodeName));
}

/** Options of the editor's mergeField node. */
export interface MergeFieldOptions {
  /** Offers the `{{` suggestion list; false leaves it out (schema-only editors, tests). */
  suggestions: boolean;
}

/**
 * The schema's mergeField node with what only a browser editor needs: a plain-DOM chip painted by
 * merge-field-display.ts (no React per field: documents hold thousands), one-step deletion and the
 * `{{` suggestion.
 */
export const MergeField = MergeFieldNode.extend<MergeFieldOptions, MergeFieldStorage>({
  addOptions() {
    return { suggestions: false };
  },

  addStorage() {
    return createMergeFieldStorage();
  },

  addNodeView() {
    return ({ node, editor }) => {
      const { id, format } = node.attrs as MergeFieldAttributes;
      const dom = document.createElement('span');
      dom.setAttribute('contenteditable', 'false');
      dom.dataset.mergeField = id;
      if (format) dom.dataset.format = format;
      registerChip(editor, dom, id);
      return {
        dom,
        // Same field and format (marks may have changed around it): keep the painted chip.
        update: (next) => next.type === node.type && next.attrs.id === id && next.attrs.format === format,
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
    const plugins: Plugin[] = [];
    if (this.options.suggestions) addSuggestions(this.editor, this.name, (plugin) => plugins.push(plugin));
    return plugins;
  },

  onFocus() {
    if (!this.options.suggestions || withSuggestions.has(this.editor)) return;
    const { editor, name } = this;
    mergeFieldSuggestionCode.load().then(
      () => {
        if (editor.isDestroyed) return;
        // First: its keys (Enter, arrows, Escape on the open list) come before every keymap's.
        addSuggestions(editor, name, (plugin) =>
          editor.registerPlugin(plugin, (added, plugins) => [added, ...plugins]),
        );
        // A `{{` typed while the code was on its way opens the list now.
        editor.view.dispatch(editor.state.tr.setMeta('addToHistory', false));
      },
      // Without the code the editor works on, with no list; the next focus fetches it again.
      () => undefined,
    );
  },
});
