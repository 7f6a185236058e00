import type { Editor } from '@tiptap/core';
import { openLogicPopover } from './open-logic-popover';

/** What the Insert menu and the `{{#` list insert. */
export type LogicKind = 'condition' | 'repeat';

// A new block needs a valid expression (a stored malformed one is refused on save); its popover
// opens at once for the real one.
const NEW_ATTRS = {
  condition: { type: 'conditionBlock', attrs: { expression: 'true' } },
  repeat: { type: 'repeatBlock', attrs: { list: 'entity.owners', as: 'owner' } },
} as const;

/** The position of the innermost ancestor of the selection named `name`, if any. */
function ancestorPos(editor: Editor, name: string): number | undefined {
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    if ($from.node(depth).type.name === name) return $from.before(depth);
  }
  return undefined;
}

/**
 * Wraps the selected blocks in a new condition or repeat, or inserts an empty one (a paragraph
 * inside) at the caret; then opens its edit popover. False where none can stand.
 */
export function insertLogic(editor: Editor, kind: LogicKind): boolean {
  const { type: name, attrs } = NEW_ATTRS[kind];
  if (!editor.schema.nodes[name]) return false;
  const { $from, $to, empty } = editor.state.selection;
  const range = empty ? null : $from.blockRange($to);
  if (range && editor.chain().focus().wrapIn(name, attrs).scrollIntoView().run()) {
    openLogicPopover(editor, range.start);
    return true;
  }
  const inserted = editor
    .chain()
    .focus()
    .insertContent({ type: name, attrs, content: [{ type: 'paragraph' }] })
    .run();
  const pos = inserted ? ancestorPos(editor, name) : undefined;
  if (pos !== undefined) openLogicPopover(editor, pos);
  return inserted;
}
