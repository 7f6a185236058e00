import type { Editor } from '@tiptap/core';
import type { MarkViewConstructor } from '@tiptap/pm/view';
import { paintHeader } from './logic-headers';
import { openLogicPopover } from './open-logic-popover';

/**
 * An inline condition while editing: the schema's span in a dotted frame (editor.css), led by a
 * small "if" button, out of the text, named by the condition's words, that opens its edit popover.
 * (A press on the text itself places the caret as usual; Alt+Enter there opens the popover too.)
 */
export function inlineConditionView(editor: Editor): MarkViewConstructor {
  return (mark, view) => {
    const dom = document.createElement('span');
    dom.className = 'logic-inline';
    dom.dataset.if = String(mark.attrs.expression ?? '');
    const button = document.createElement('span');
    button.className = 'logic-inline-button';
    button.contentEditable = 'false';
    button.setAttribute('role', 'button');
    button.textContent = 'if';
    const contentDOM = document.createElement('span');
    dom.append(button, contentDOM);
    const painter = paintHeader(
      editor,
      () => mark,
      (words) => {
        button.title = words;
        button.setAttribute('aria-label', words);
      },
    );
    // Pressing the button does not move the caret; the click opens the popover.
    button.addEventListener('mousedown', (event) => event.preventDefault());
    button.addEventListener('click', (event) => {
      if (!editor.isEditable) return;
      event.preventDefault();
      openLogicPopover(editor, { at: 'inline', pos: view.posAtDOM(contentDOM, 0), mark });
    });
    return {
      dom,
      contentDOM,
      ignoreMutation: (mutation) => mutation.type !== 'selection' && button.contains(mutation.target),
      destroy: painter.stop,
    };
  };
}
