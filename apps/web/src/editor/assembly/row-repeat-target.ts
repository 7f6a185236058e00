import type { Editor } from '@tiptap/core';
import type { RepeatTarget } from './logic-target-types';

// A plain row starts as the Insert menu's new repeat does: over the entity's owners.
const NEW_ROW = { list: 'entity.owners', as: 'owner' };

/**
 * The table row at `pos` as the repeat form edits it: Apply sets its list and item name (the row
 * then prints once per item), Remove repeat makes it a plain row again, Delete row deletes it.
 */
export function rowRepeatTarget(editor: Editor, pos: number): RepeatTarget | undefined {
  const node = editor.state.doc.nodeAt(pos);
  if (node?.type.name !== 'tableRow') return undefined;
  const each = typeof node.attrs.each === 'string' ? node.attrs.each : null;
  const setRow = (attrs: { each: string | null; as: string | null }) => {
    const row = editor.state.doc.nodeAt(pos);
    if (row?.type.name !== 'tableRow') return;
    editor.view.dispatch(editor.state.tr.setNodeMarkup(pos, undefined, { ...row.attrs, ...attrs }));
  };
  const dom = editor.view.nodeDOM(pos);
  return {
    kind: 'repeat',
    label: 'Repeat row',
    list: each ?? NEW_ROW.list,
    as: each === null ? NEW_ROW.as : String(node.attrs.as ?? ''),
    anchor: dom instanceof HTMLElement ? dom.getBoundingClientRect() : undefined,
    apply: (list, as) => setRow({ each: list, as }),
    remove: each === null ? undefined : () => setRow({ each: null, as: null }),
    // TableKit's command: the last row takes its table with it. (Inside the row: its first cell's text.)
    delete: () =>
      void editor
        .chain()
        .focus()
        .setTextSelection(pos + 3)
        .deleteRow()
        .run(),
    deleteLabel: 'Delete row',
  };
}
