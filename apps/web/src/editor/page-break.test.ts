import { PAGE_BREAK_HTML as PAGE_BREAK } from '@lexdraft/editor-schema/fixtures';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { insertActions } from './editor-actions';
import { createEditorExtensions } from './extensions';

let editor: Editor | undefined;

function makeEditor(content: string): Editor {
  editor = new Editor({ extensions: createEditorExtensions(), content });
  return editor;
}

afterEach(() => {
  editor?.destroy();
});

/** Types `text` over the selection, as a keystroke does (a node selection is replaced). */
function type(current: Editor, text: string) {
  current.view.dispatch(current.state.tr.insertText(text));
}

function pressModEnter(current: Editor) {
  // jsdom is not a Mac, so Mod is Ctrl.
  const event = new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true });
  current.view.someProp('handleKeyDown', (handle) => handle(current.view, event));
}

describe('PageBreak', () => {
  it('inserts a page break with setPageBreak, splitting the paragraph at the cursor', () => {
    const current = makeEditor('<p>Before after</p>');
    current.commands.setTextSelection(7);
    expect(current.commands.setPageBreak()).toBe(true);
    expect(current.getHTML()).toBe(`<p>Before</p>${PAGE_BREAK}<p> after</p>`);
  });

  it('round-trips stored page breaks unchanged', () => {
    const html = `<p>One</p>${PAGE_BREAK}<p>Two</p>`;
    expect(makeEditor(html).getHTML()).toBe(html);
  });

  it('inserts a page break with Mod-Enter', () => {
    const current = makeEditor('<p>End</p>');
    current.commands.setTextSelection(4);
    pressModEnter(current);
    expect(current.getHTML()).toContain(PAGE_BREAK);
  });

  describe('keeps the break when typing continues after it', () => {
    it.each([
      ['at the end of the last paragraph', '<p>End</p>', 4, `<p>End</p>${PAGE_BREAK}<p>Next</p>`],
      ['in an empty document', '<p></p>', 1, `${PAGE_BREAK}<p>Next</p>`],
      [
        'at the end of a paragraph before another, in a new paragraph',
        '<p>End</p><p>More</p>',
        4,
        `<p>End</p>${PAGE_BREAK}<p>Next</p><p>More</p>`,
      ],
      [
        'in the middle of a paragraph',
        '<p>Before after</p>',
        7,
        `<p>Before</p>${PAGE_BREAK}<p>Next after</p>`,
      ],
    ])('%s', (_case, html, position, expected) => {
      const current = makeEditor(html);
      current.commands.setTextSelection(position);
      pressModEnter(current);
      // The caret is in the text after the break, not on the break (a node selection typing replaces).
      expect(current.state.selection.empty).toBe(true);
      type(current, 'Next');
      expect(current.getHTML()).toBe(expected);
    });

    it('before a table, in a paragraph added for the text', () => {
      const current = makeEditor('<p>End</p><table><tbody><tr><td><p>A</p></td></tr></tbody></table>');
      current.commands.setTextSelection(4);
      pressModEnter(current);
      type(current, 'Next');
      expect(current.getHTML()).toContain(`<p>End</p>${PAGE_BREAK}<p>Next</p><table`);
    });

    it('from the toolbar and Insert menu action too', () => {
      const current = makeEditor('<p>End</p>');
      current.commands.setTextSelection(4);
      expect(insertActions.pageBreak.run(current)).toBe(true);
      type(current, 'Next');
      expect(current.getHTML()).toBe(`<p>End</p>${PAGE_BREAK}<p>Next</p>`);
    });

    it('one undo removes the break with its paragraph', () => {
      const current = makeEditor('<p>End</p>');
      current.commands.setTextSelection(4);
      current.commands.setPageBreak();
      current.commands.undo();
      expect(current.getHTML()).toBe('<p>End</p>');
    });
  });

  it('leaves Mod-Enter to the code block inside one', () => {
    const current = makeEditor('<pre><code>x</code></pre>');
    current.commands.setTextSelection(2);
    pressModEnter(current);
    expect(current.getHTML()).not.toContain(PAGE_BREAK);
  });

  it('is a form feed in plain text', () => {
    expect(makeEditor(`<p>One</p>${PAGE_BREAK}<p>Two</p>`).getText()).toContain('\f');
  });
});
