import type { Editor } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import type { NodeViewConstructor } from '@tiptap/pm/view';
import { paintHeader } from './logic-headers';

/** Writes the row's repeat on its element: `data-each`/`data-as` as stored, and its words for the label. */
function writeRow(dom: HTMLElement, node: PmNode, words: string): void {
  const { each, as } = node.attrs as { each: string | null; as: string | null };
  if (each === null) {
    dom.removeAttribute('data-each');
    dom.removeAttribute('data-as');
    dom.style.removeProperty('--repeat-words');
    return;
  }
  dom.setAttribute('data-each', each);
  dom.setAttribute('data-as', as ?? '');
  // editor.css shows it as the label of the row's first cell ("For each owner of the entity"): a
  // custom property, as a cell's ::before cannot read its row's attributes. A JSON string is a CSS one.
  dom.style.setProperty('--repeat-words', JSON.stringify(words));
}

/** A table row whose label says its repeat in words; the Table menu's "Repeat row…" edits it. */
export function repeatRowView(editor: Editor): NodeViewConstructor {
  return (initial) => {
    let node: PmNode = initial;
    const dom = document.createElement('tr');
    const painter = paintHeader(
      editor,
      () => node,
      (words) => writeRow(dom, node, words),
    );
    return {
      dom,
      contentDOM: dom,
      update: (next) => {
        if (next.type !== node.type) return false;
        node = next;
        painter.paint();
        return true;
      },
      // Its own attributes are the view's: the editor need not read them back.
      ignoreMutation: (mutation) => mutation.type === 'attributes' && mutation.target === dom,
      destroy: painter.stop,
    };
  };
}
