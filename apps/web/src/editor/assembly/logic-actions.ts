import type { Editor } from '@tiptap/core';
import { GitBranchIcon, RepeatIcon } from 'lucide-react';
import type { EditorAction } from '../editor-actions';
import { ancestorPos, inInlineCondition } from './logic-at-caret';
import { openLogicPopover } from './open-logic-popover';

// The menu bar's ways to the edit popover of the logic at the caret (the keyboard has Alt+Enter).

/** The condition at the caret: an inline one first, else the innermost condition block. */
function conditionSpot(editor: Editor) {
  if (inInlineCondition(editor)) return { at: 'inline', pos: editor.state.selection.from } as const;
  const pos = ancestorPos(editor, 'conditionBlock');
  return pos === undefined ? undefined : ({ at: 'block', pos } as const);
}

/** Format > Edit condition…: the popover of the condition at the caret. */
export const editConditionAction = {
  label: 'Edit condition…',
  icon: GitBranchIcon,
  shortcut: 'Alt-Enter',
  run: (editor) => {
    const spot = conditionSpot(editor);
    if (spot) openLogicPopover(editor, spot);
    return spot !== undefined;
  },
  canRun: (editor) => conditionSpot(editor) !== undefined,
} satisfies EditorAction;

/** Table > Repeat row…: the repeat form for the caret's table row (sets or clears its list). */
export const repeatRowAction = {
  label: 'Repeat row…',
  icon: RepeatIcon,
  run: (editor) => {
    const pos = ancestorPos(editor, 'tableRow');
    if (pos !== undefined) openLogicPopover(editor, { at: 'row', pos });
    return pos !== undefined;
  },
  canRun: (editor) => ancestorPos(editor, 'tableRow') !== undefined,
} satisfies EditorAction;
