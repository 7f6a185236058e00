import type { Editor } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';

// What the edit popover does to a condition or a repeat.

/** The logic node at `pos` when it is still one of `names`. */
export function logicNodeAt(editor: Editor, pos: number, names: readonly string[]): PmNode | undefined {
  const node = editor.state.doc.nodeAt(pos);
  return node && names.includes(node.type.name) ? node : undefined;
}

/** Sets the attributes of the logic node at `pos`. */
export function setLogicAttrs(editor: Editor, pos: number, attrs: Record<string, string>): void {
  const node = editor.state.doc.nodeAt(pos);
  if (!node) return;
  editor.view.dispatch(editor.state.tr.setNodeMarkup(pos, undefined, { ...node.attrs, ...attrs }));
}

/** Removes the condition or repeat at `pos` and keeps its content (an Otherwise part's too). */
export function unwrapLogic(editor: Editor, pos: number): void {
  const node = editor.state.doc.nodeAt(pos);
  if (!node) return;
  const blocks: PmNode[] = [];
  node.content.forEach((child) => {
    if (child.type.name === 'conditionElse') {
      child.content.forEach((inner) => {
        blocks.push(inner);
      });
    } else blocks.push(child);
  });
  editor.view.dispatch(editor.state.tr.replaceWith(pos, pos + node.nodeSize, blocks));
}

/** Deletes the condition or repeat at `pos` with its content. */
export function deleteLogic(editor: Editor, pos: number): void {
  const node = editor.state.doc.nodeAt(pos);
  if (node) editor.view.dispatch(editor.state.tr.delete(pos, pos + node.nodeSize));
}

/** Adds an empty Otherwise part (one paragraph) at the end of the condition at `pos`. */
export function addOtherwise(editor: Editor, pos: number): void {
  const node = editor.state.doc.nodeAt(pos);
  const type = editor.schema.nodes.conditionElse;
  const paragraph = editor.schema.nodes.paragraph;
  if (!node || !type || !paragraph || node.lastChild?.type === type) return;
  const end = pos + node.nodeSize - 1;
  editor.view.dispatch(editor.state.tr.insert(end, type.create(null, paragraph.create())));
}
