import type { Editor } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { TextRange } from './comment-anchor';

// The text a comment is being written about. While the composer has the focus the editor's
// selection is not shown, so the range is marked with a decoration; it follows edits made
// meanwhile (by the user or an autosave's reload) and is anchored with the thread once posted.

const DRAFT_KEY = new PluginKey<TextRange | null>('commentDraft');

/** The plugin holding the range of the comment being written. */
export function createCommentDraftPlugin(): Plugin<TextRange | null> {
  return new Plugin<TextRange | null>({
    key: DRAFT_KEY,
    state: {
      init: () => null,
      apply(tr, range) {
        const meta = tr.getMeta(DRAFT_KEY) as { range: TextRange | null } | undefined;
        if (meta) return meta.range;
        if (!range || !tr.docChanged) return range;
        const from = tr.mapping.map(range.from, 1);
        const to = tr.mapping.map(range.to, -1);
        // All of the text was deleted: nothing is left to comment on.
        return from < to ? { from, to } : null;
      },
    },
    props: {
      decorations(state) {
        const range = DRAFT_KEY.getState(state);
        if (!range) return null;
        return DecorationSet.create(state.doc, [
          Decoration.inline(range.from, range.to, { class: 'comment-draft-highlight' }),
        ]);
      },
    },
  });
}

/** Sets (or clears, with null) the range of the comment being written. */
export function setDraftRange(editor: Editor, range: TextRange | null): void {
  if (editor.isDestroyed || !DRAFT_KEY.get(editor.state)) return;
  editor.view.dispatch(editor.state.tr.setMeta(DRAFT_KEY, { range }).setMeta('addToHistory', false));
}

/** The range of the comment being written, as it is now; null when none or its text is gone. */
export function draftRange(editor: Editor): TextRange | null {
  if (editor.isDestroyed) return null;
  return DRAFT_KEY.getState(editor.state) ?? null;
}
