import type { Editor } from '@tiptap/core';
import type { Mark } from '@tiptap/pm/model';
import { inlineConditionRange } from './inline-condition-range';
import type { AnchorRect, ConditionTarget } from './logic-target-types';

function startRect(editor: Editor, pos: number): AnchorRect | undefined {
  try {
    return editor.view.coordsAtPos(pos);
  } catch {
    // No layout (a hidden editor): the popover opens at the viewport's corner.
    return undefined;
  }
}

/**
 * The inline condition around `pos` as the condition form edits it: Apply rewrites the expression
 * over the whole text it covers, Remove keeps the text, Delete removes it.
 */
export function inlineConditionTarget(editor: Editor, pos: number, mark?: Mark): ConditionTarget | undefined {
  const found = inlineConditionRange(editor.state.doc, pos, mark);
  const type = editor.schema.marks.inlineCondition;
  if (!found || !type) return undefined;
  // Read again when acting: the range as it is then (the document may have moved under the popover).
  const edit = (change: (from: number, to: number, current: Mark) => void) => {
    const range = inlineConditionRange(editor.state.doc, found.from, found.mark);
    if (range) change(range.from, range.to, range.mark);
  };
  return {
    kind: 'condition',
    expression: String(found.mark.attrs.expression ?? ''),
    anchor: startRect(editor, found.from),
    apply: (expression) =>
      edit((from, to, current) =>
        editor.view.dispatch(
          editor.state.tr.removeMark(from, to, current).addMark(from, to, type.create({ expression })),
        ),
      ),
    remove: () =>
      edit((from, to, current) => editor.view.dispatch(editor.state.tr.removeMark(from, to, current))),
    delete: () => edit((from, to) => editor.view.dispatch(editor.state.tr.delete(from, to))),
  };
}
