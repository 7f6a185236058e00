import type { Editor } from '@tiptap/core';
import { inlineConditionTarget } from './inline-condition-target';
import { addOtherwise, deleteLogic, logicNodeAt, setLogicAttrs, unwrapLogic } from './logic-edits';
import type { AnchorRect, ConditionTarget, LogicSpot, RepeatTarget } from './logic-target-types';
import { rowRepeatTarget } from './row-repeat-target';

// The target of the edit popover at a spot: what it shows and what its buttons do there.
function headerRect(editor: Editor, pos: number): AnchorRect | undefined {
  const dom = editor.view.nodeDOM(pos);
  const header = dom instanceof HTMLElement ? dom.querySelector('.logic-block-header') : null;
  return header?.getBoundingClientRect();
}

function blockTarget(editor: Editor, pos: number): ConditionTarget | RepeatTarget | undefined {
  const node = logicNodeAt(editor, pos, ['conditionBlock', 'repeatBlock']);
  if (!node) return undefined;
  const common = {
    anchor: headerRect(editor, pos),
    remove: () => unwrapLogic(editor, pos),
    delete: () => deleteLogic(editor, pos),
  };
  if (node.type.name === 'repeatBlock') {
    return {
      ...common,
      kind: 'repeat',
      label: 'Edit repeat',
      list: String(node.attrs.list ?? ''),
      as: String(node.attrs.as ?? ''),
      apply: (list, as) => setLogicAttrs(editor, pos, { list, as }),
      deleteLabel: 'Delete',
    };
  }
  const hasOtherwise = node.lastChild?.type.name === 'conditionElse';
  return {
    ...common,
    kind: 'condition',
    expression: String(node.attrs.expression ?? ''),
    apply: (expression) => setLogicAttrs(editor, pos, { expression }),
    addOtherwise: hasOtherwise ? undefined : () => addOtherwise(editor, pos),
  };
}

/** What the popover edits at `spot`, or undefined when nothing is there any more. */
export function logicTarget(editor: Editor, spot: LogicSpot): ConditionTarget | RepeatTarget | undefined {
  if (spot.at === 'inline') return inlineConditionTarget(editor, spot.pos, spot.mark);
  if (spot.at === 'row') return rowRepeatTarget(editor, spot.pos);
  return blockTarget(editor, spot.pos);
}
