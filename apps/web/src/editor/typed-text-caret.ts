import { Extension } from '@tiptap/core';
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';

/**
 * Keeps the caret after the text just typed. Chrome, typing fast into an empty paragraph (the one
 * Enter just made, the next one being empty too), sometimes inserts the character but leaves its
 * caret in front of it; ProseMirror reads the caret back from the page, so the rest of the word
 * went before that first letter ("eading 5H", the "D" of "Dear" at the end of the document).
 * ProseMirror corrects the same fault for old Edge only. Typing never leaves the caret in front of
 * what it typed, so such a caret is put back after the text.
 */
export const TypedTextCaret = Extension.create({
  name: 'typedTextCaret',
  // After every input rule (typed `{{field}}` markers, lists, quotes): they see the text first.
  priority: 1,

  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('typedTextCaret'),
        props: {
          handleTextInput: (view, from, _to, text, insert) => {
            if (view.composing || text.length === 0) return false;
            const tr = insert();
            const { selection } = tr;
            if (!selection.empty || selection.head !== from) return false;
            view.dispatch(tr.setSelection(TextSelection.create(tr.doc, from + text.length)));
            return true;
          },
        },
      }),
    ];
  },
});
