import type { Editor } from '@tiptap/core';
import type { LogicSpot } from './logic-target-types';

// Where the caret's logic is, for the menu items and the keyboard: light, no parser, first load.

/** The position of the innermost ancestor of the selection named `name`, if any. */
export function ancestorPos(editor: Editor, name: string): number | undefined {
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    if ($from.node(depth).type.name === name) return $from.before(depth);
  }
  return undefined;
}

/** True when the caret (or the selection's start) is inside an inline condition. */
export function inInlineCondition(editor: Editor): boolean {
  const { $from } = editor.state.selection;
  const marks = [...($from.nodeAfter?.marks ?? []), ...($from.nodeBefore?.marks ?? [])];
  return marks.some((mark) => mark.type.name === 'inlineCondition');
}

const isLogic = (name: string, each: unknown) =>
  name === 'conditionBlock' || name === 'repeatBlock' || (name === 'tableRow' && typeof each === 'string');

/** The innermost logic around the caret: an inline condition, else a condition, repeat or repeated row. */
export function logicSpotAtCaret(editor: Editor): LogicSpot | undefined {
  const { $from } = editor.state.selection;
  if (inInlineCondition(editor)) return { at: 'inline', pos: $from.pos };
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const node = $from.node(depth);
    if (!isLogic(node.type.name, node.attrs.each)) continue;
    return { at: node.type.name === 'tableRow' ? 'row' : 'block', pos: $from.before(depth) };
  }
  return undefined;
}
