import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';

// ProseMirror's DOM observer is internal API; typed here by the one method used.
interface DomObserver {
  flush: () => void;
}

/**
 * Reads a selection the browser moved on its own (End, Home, arrows, a click) into the editor state
 * before a key is handled. ProseMirror learns of such a move from `selectionchange`, which Chrome
 * queues behind input events: a script-speed End then Enter split the block where the caret had been
 * (a new paragraph above a heading), and keys handled by the keymaps (Enter, Backspace, the `{{`
 * list) acted on the old position. Flushing the observer is what ProseMirror does on that event.
 */
export function flushDomSelection(view: EditorView): void {
  (view as unknown as { domObserver?: DomObserver }).domObserver?.flush();
}

export const DomSelectionSync = Extension.create({
  name: 'domSelectionSync',
  // Before every keymap, so that each reads the flushed selection.
  priority: 10_000,

  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('domSelectionSync'),
        props: {
          handleKeyDown: (view) => {
            flushDomSelection(view);
            return false;
          },
        },
      }),
    ];
  },
});
