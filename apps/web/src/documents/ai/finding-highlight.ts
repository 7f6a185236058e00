import type { Editor } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { TextRange } from './editor-clauses';

// A finding shown in the document: its quote (or its clause) marked until the text changes or
// another finding is shown, since the selection itself is not painted while the panel has focus.

const key = new PluginKey<DecorationSet>('aiFindingHighlight');

/** The plugin that paints the marked range; registered once per editor by the AI layer. */
export function createFindingHighlight(): Plugin<DecorationSet> {
  return new Plugin<DecorationSet>({
    key,
    state: {
      init: () => DecorationSet.empty,
      apply: (tr, set) => {
        const meta = tr.getMeta(key) as TextRange | null | undefined;
        if (meta === null) return DecorationSet.empty;
        if (meta) {
          return DecorationSet.create(tr.doc, [
            Decoration.inline(meta.from, meta.to, { class: 'ai-finding-highlight' }),
          ]);
        }
        return tr.docChanged ? DecorationSet.empty : set;
      },
    },
    props: { decorations: (state) => key.getState(state) },
  });
}

export const FINDING_HIGHLIGHT_KEY = key;

/** Marks a range of the document (null clears the mark). */
export function highlightRange(editor: Editor, range: TextRange | null): void {
  if (editor.isDestroyed || !key.get(editor.state)) return;
  editor.view.dispatch(editor.state.tr.setMeta(key, range).setMeta('addToHistory', false));
}
