import { PAGE_BREAK_HTML as PAGE_BREAK } from '@lexdraft/editor-schema/fixtures';
import { Editor } from '@tiptap/core';
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
    // jsdom is not a Mac, so Mod is Ctrl.
    const event = new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true });
    current.view.someProp('handleKeyDown', (handle) => handle(current.view, event));
    expect(current.getHTML()).toContain(PAGE_BREAK);
  });

  it('leaves Mod-Enter to the code block inside one', () => {
    const current = makeEditor('<pre><code>x</code></pre>');
    current.commands.setTextSelection(2);
    const event = new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true });
    current.view.someProp('handleKeyDown', (handle) => handle(current.view, event));
    expect(current.getHTML()).not.toContain(PAGE_BREAK);
  });

  it('is a form feed in plain text', () => {
    expect(makeEditor(`<p>One</p>${PAGE_BREAK}<p>Two</p>`).getText()).toContain('\f');
  });
});
