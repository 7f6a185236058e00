import { Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { afterEach, describe, expect, it } from 'vitest';
import { createEditorExtensions } from './extensions';

let editor: Editor | undefined;

function makeEditor(content: string): Editor {
  editor = new Editor({ extensions: createEditorExtensions(), content });
  return editor;
}

afterEach(() => {
  editor?.destroy();
});

/**
 * Text typed at `from` as ProseMirror reports it after reading the page: the text inserted, and
 * the selection where the browser's caret was (`caret`).
 */
function typeAsRead(current: Editor, from: number, text: string, caret: number): boolean {
  const read = () => {
    const tr = current.state.tr.insertText(text, from, from);
    return tr.setSelection(TextSelection.create(tr.doc, caret));
  };
  const handled = current.view.someProp('handleTextInput', (handle) =>
    handle(current.view, from, from, text, read),
  );
  if (!handled) current.view.dispatch(read());
  return Boolean(handled);
}

describe('TypedTextCaret', () => {
  it('puts the caret after a letter the browser left it in front of, so the word stays in order', () => {
    const current = makeEditor('<p>Before</p><p></p><p></p>');
    // Position 9 is inside the first empty paragraph, the one Enter just made.
    expect(typeAsRead(current, 9, 'D', 9)).toBe(true);
    expect(current.state.selection.head).toBe(10);
    typeAsRead(current, 10, 'ear', 13);
    expect(current.getHTML()).toBe('<p>Before</p><p>Dear</p><p></p>');
  });

  it('leaves a caret the browser put after the text alone', () => {
    const current = makeEditor('<p>Dea</p>');
    expect(typeAsRead(current, 4, 'r', 5)).toBe(false);
    expect(current.getHTML()).toBe('<p>Dear</p>');
    expect(current.state.selection.head).toBe(5);
  });

  it('comes after the input rules: closing a typed marker still makes a field', () => {
    const current = makeEditor('<p>Dear {{person.first_name}</p>');
    const end = current.state.doc.content.size - 1;
    current.commands.setTextSelection(end);
    typeAsRead(current, end, '}', end);
    expect(current.getHTML()).toContain('data-merge-field="person.first_name"');
  });
});
