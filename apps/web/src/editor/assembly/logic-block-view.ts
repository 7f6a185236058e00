import type { Editor } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import type { NodeViewConstructor } from '@tiptap/pm/view';
import { paintHeader } from './logic-headers';
import { openLogicPopover } from './open-logic-popover';

/**
 * A plain-DOM view (no React per block: a template holds hundreds) for conditionBlock,
 * conditionElse and repeatBlock: a frame with a header line in words and the editable blocks
 * inside. The header of a condition or a repeat is a button that opens its edit popover.
 */
export function logicBlockView(kind: 'if' | 'else' | 'each', editor: Editor): NodeViewConstructor {
  return (initial, _view, getPos) => {
    let node: PmNode = initial;
    const dom = document.createElement('div');
    dom.className = `logic-block logic-${kind}`;
    const header = document.createElement('div');
    header.className = 'logic-block-header';
    header.contentEditable = 'false';
    const contentDOM = document.createElement('div');
    contentDOM.className = 'logic-block-body';
    dom.append(header, contentDOM);

    if (kind !== 'else') {
      header.setAttribute('role', 'button');
      header.tabIndex = 0;
      // Its name is its words ("If Entity Type is LLC"); the title says what pressing it does.
      header.title = kind === 'if' ? 'Edit the condition' : 'Edit the repeat';
      const open = (event: Event) => {
        const pos = getPos();
        if (!editor.isEditable || pos === undefined) return;
        event.preventDefault();
        openLogicPopover(editor, { at: 'block', pos });
      };
      header.addEventListener('click', open);
      header.addEventListener('keydown', (event) => {
        if (event.key === 'Enter' || event.key === ' ') open(event);
      });
    }
    const painter = paintHeader(
      editor,
      () => node,
      (words) => {
        if (header.textContent !== words) header.textContent = words;
      },
    );

    return {
      dom,
      contentDOM,
      update: (next) => {
        if (next.type !== node.type) return false;
        node = next;
        painter.paint();
        return true;
      },
      // The header is the view's own: the editor neither handles its events nor reads its text.
      stopEvent: (event) => header.contains(event.target as Node),
      ignoreMutation: (mutation) => header.contains(mutation.target),
      destroy: painter.stop,
    };
  };
}
