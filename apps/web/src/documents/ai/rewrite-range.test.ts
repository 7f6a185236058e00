import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createEditorExtensions } from '@/editor/extensions';
import { applySuggestion, rangeHtml, textOnly, trackRange } from './rewrite-range';

// The text a rewrite replaces, on the real schema: only text, followed through other edits, and
// replaced in one undo step without joining or splitting the blocks around it.

let editor: Editor;
afterEach(() => editor.destroy());

const open = (html: string) => {
  editor = new Editor({ extensions: createEditorExtensions(), content: html });
  return editor;
};

/** The range of the text block holding `text`, from its start to the start of the next block (a triple click's). */
function tripleClickRange(text: string) {
  let range = { from: 0, to: 0 };
  editor.state.doc.descendants((node, pos) => {
    if (node.isTextblock && node.textContent.includes(text))
      range = { from: pos + 1, to: Math.min(pos + node.nodeSize + 1, editor.state.doc.content.size) };
  });
  return range;
}

describe('textOnly', () => {
  it('leaves out the block boundary a triple click takes, and finds nothing in an empty block', () => {
    open('<p>We recieve it.</p><h2>Notices</h2><p></p>');
    const text = textOnly(editor.state.doc, tripleClickRange('recieve'))!;
    expect(editor.state.doc.textBetween(text.from, text.to, '|')).toBe('We recieve it.');
    expect(rangeHtml(editor, text)).toBe('We recieve it.');
    const size = editor.state.doc.content.size;
    expect(textOnly(editor.state.doc, { from: size - 2, to: size })).toBeNull();
  });
});

describe('applySuggestion', () => {
  it('replaces the text alone, keeps the blocks around it, and one undo restores it', () => {
    open('<p>We recieve it.</p><h2>Notices</h2><p>By mail.</p>');
    const before = editor.getHTML();
    const range = textOnly(editor.state.doc, tripleClickRange('recieve'))!;
    applySuggestion(editor, range, '<p>We receive it.</p>');
    expect(editor.getHTML()).toBe('<p>We receive it.</p><h2>Notices</h2><p>By mail.</p>');
    editor.commands.undo();
    expect(editor.getHTML()).toBe(before);
  });

  it('keeps merge fields as fields', () => {
    open('<p>Dear <span data-merge-field="person.first_name">{{person.first_name}}</span>, hi.</p>');
    applySuggestion(
      editor,
      { from: 1, to: editor.state.doc.content.size - 1 },
      'Hello <span data-merge-field="person.first_name">{{person.first_name}}</span>!',
    );
    expect(editor.getJSON().content?.[0]?.content?.map((node) => node.type)).toEqual([
      'text',
      'mergeField',
      'text',
    ]);
  });
});

describe('trackRange', () => {
  it('follows edits before the text and sees an edit inside it', () => {
    open('<p>Intro.</p><p>We recieve it.</p>');
    const range = textOnly(editor.state.doc, tripleClickRange('recieve'))!;
    const tracked = trackRange(editor, range);
    editor.commands.insertContentAt(1, 'An ');
    expect(tracked.unchanged()).toBe(true);
    expect(editor.state.doc.textBetween(tracked.current().from, tracked.current().to)).toBe('We recieve it.');
    editor.commands.insertContentAt(tracked.current().from + 3, 'often ');
    expect(tracked.unchanged()).toBe(false);
    tracked.stop();
  });
});
