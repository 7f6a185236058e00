import type { Editor } from '@tiptap/core';
import { ancestorPos } from './logic-at-caret';
import { openLogicPopover } from './open-logic-popover';

/** What the Insert menu and the `{{#` list insert. */
export type LogicKind = 'condition' | 'repeat';

// A new block needs a valid expression (a stored malformed one is refused on save); its popover
// opens at once for the real one.
const NEW_ATTRS = {
  condition: { type: 'conditionBlock', attrs: { expression: 'true' } },
  repeat: { type: 'repeatBlock', attrs: { list: 'entity.owners', as: 'owner' } },
} as const;

/**
 * True when the selection is part of one paragraph's text (not all of it): a condition there is
 * inline, over the selected words, rather than a block around the paragraph.
 */
function selectsWords(editor: Editor): boolean {
  const { $from, $to, empty } = editor.state.selection;
  if (empty || !$from.sameParent($to) || !$from.parent.isTextblock) return false;
  return $from.parentOffset > 0 || $to.parentOffset < $from.parent.content.size;
}

/** Puts an inline condition over the selected words and opens its popover. */
function conditionOverWords(editor: Editor): boolean {
  const { from } = editor.state.selection;
  const type = editor.schema.marks.inlineCondition;
  const applied = editor.chain().focus().setMark('inlineCondition', NEW_ATTRS.condition.attrs).run();
  // The new mark by its value, so that the popover edits it and not a condition around it.
  if (applied && type)
    openLogicPopover(editor, { at: 'inline', pos: from, mark: type.create(NEW_ATTRS.condition.attrs) });
  return applied;
}

/**
 * Wraps the selected blocks in a new condition or repeat, or inserts an empty one (a paragraph
 * inside) at the caret; a condition over part of a paragraph's text is inline instead. Then opens
 * its edit popover. False where none can stand.
 */
export function insertLogic(editor: Editor, kind: LogicKind): boolean {
  if (kind === 'condition' && selectsWords(editor)) return conditionOverWords(editor);
  const { type: name, attrs } = NEW_ATTRS[kind];
  if (!editor.schema.nodes[name]) return false;
  const { $from, $to, empty } = editor.state.selection;
  const range = empty ? null : $from.blockRange($to);
  if (range && editor.chain().focus().wrapIn(name, attrs).scrollIntoView().run()) {
    openLogicPopover(editor, { at: 'block', pos: range.start });
    return true;
  }
  const inserted = editor
    .chain()
    .focus()
    .insertContent({ type: name, attrs, content: [{ type: 'paragraph' }] })
    .run();
  const pos = inserted ? ancestorPos(editor, name) : undefined;
  if (pos !== undefined) openLogicPopover(editor, { at: 'block', pos });
  return inserted;
}
